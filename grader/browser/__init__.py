"""Run in the browser (issue #22): the bundle a problem page's Pyodide worker gets, and the Python that runs there."""
