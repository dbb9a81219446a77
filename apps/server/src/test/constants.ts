/** The login role the app uses in PostgreSQL tests: owns nothing, no BYPASSRLS, member of app_user. */
export const APP_TEST_ROLE = "engagesuite_app_test";
export const APP_TEST_ROLE_PASSWORD = "engagesuite_app_test";
