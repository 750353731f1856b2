// Starts Swagger UI on /docs from the vendored bundle (an inline script would break the CSP).
const root = document.getElementById("swagger");
window.SwaggerUIBundle({ url: root.dataset.spec, domNode: root, deepLinking: true });
