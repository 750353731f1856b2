// The deep-linking reply goes back to the LMS by itself (the button is there if scripts are off).
document.getElementById("lti-deep-link-return")?.submit();
