/** The two forms filled in as a visitor would, every check passing; tests spread a change over them. */
export const contact = {
  fullName: "Anil",
  email: "anil@example.com",
  phone: "+91 98765 43210",
  message: "Hello",
}

export const estimate = {
  projectType: "new_house_villa",
  location: "Thrissur",
  area: "1200",
  name: "Deepa",
  whatsappNumber: "9876543210",
  email: "",
}
