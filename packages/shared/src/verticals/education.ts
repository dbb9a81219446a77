import type { VerticalDefinition } from "./types";

export const education: VerticalDefinition = {
  slug: "education",
  terms: {
    contact: { one: "Student", other: "Students", article: "a" },
    ticket: { one: "Request", other: "Requests", article: "a" },
    portal: "Student Portal",
  },
  contactTypes: [
    { key: "STUDENT", label: "Student" },
    { key: "APPLICANT", label: "Applicant" },
    { key: "GUARDIAN", label: "Parent or guardian" },
    { key: "ALUMNUS", label: "Alumnus" },
    { key: "INSTRUCTOR", label: "Instructor" },
    { key: "OTHER", label: "Other" },
  ],
  ticketCategories: [
    { key: "enrollment", label: "Enrollment" },
    { key: "tuition_fees", label: "Tuition & fees" },
    { key: "course_question", label: "Course question" },
    { key: "transcript_request", label: "Transcript request" },
    { key: "technical_help", label: "Technical help" },
    { key: "general_question", label: "General question" },
  ],
  contactFields: [
    { key: "student_id", label: "Student ID", kind: "text" },
    {
      key: "grade",
      label: "Grade",
      kind: "select",
      options: ["K", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"],
    },
    { key: "guardian_name", label: "Guardian", kind: "text" },
    { key: "guardian_phone", label: "Guardian phone", kind: "phone" },
    { key: "enrolled_on", label: "Enrolled on", kind: "date" },
  ],
  starterArticles: [
    {
      slug: "enrolling",
      title: "Enrolling",
      summary: "The steps to enrol and the documents we need.",
      category: "Admissions",
      tags: ["enrollment"],
      body: `Open a new request and choose **Enrollment**. We need a photo ID, previous report cards or transcripts, and a guardian's details for students under 18.

You hear from us within five working days.`,
    },
    {
      slug: "requesting-a-transcript",
      title: "Requesting a transcript",
      summary: "How to get an official transcript and how long it takes.",
      category: "Records",
      tags: ["transcripts"],
      body: `Open a request and choose **Transcript request**. Say where it should be sent.

Official transcripts are sent within three working days once any fees are paid.`,
    },
  ],
  email: { signOff: "The staff at {company}" },
};
