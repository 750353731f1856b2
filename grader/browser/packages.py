"""Runs IN THE BROWSER (Pyodide) only: a package of the course (reference/sim) put into
sys.modules from the sources a bundle carries, so that its relative imports (`from .geometry
import clamp`) resolve as they do from the files: the package first, with `__path__`, then each
submodule in the order the server sent (dependencies first), each an attribute of the package,
then the package's own `__init__` run into it. Nothing is written to the file system.

A bundle's package entry: {"name": "reference.sim", "modules": [{"name": "geometry" | "__init__",
"file": "sim/geometry.py", "source": str}, ...]} (grader/browser/sim_bundle.py builds it).
Standard library only.
"""

import sys

INIT = "__init__"


def _new_module(name, file, package):
    module = type(sys)(name)
    module.__file__ = file
    module.__package__ = package
    sys.modules[name] = module
    return module


def load_package(name, modules):
    """Load the package `name` from `modules` (a list of the entries above); returns it."""
    init = next(m for m in modules if m["name"] == INIT)
    package = _new_module(name, init["file"], name)
    package.__path__ = []
    parent, _, attr = name.rpartition(".")
    if parent:
        setattr(sys.modules.setdefault(parent, type(sys)(parent)), attr, package)
    for entry in modules:
        if entry["name"] == INIT:
            continue
        module = _new_module(f"{name}.{entry['name']}", entry["file"], name)
        exec(compile(entry["source"], entry["file"], "exec"), module.__dict__)
        setattr(package, entry["name"], module)
    exec(compile(init["source"], init["file"], "exec"), package.__dict__)
    return package


def load_module(name, file, source):
    """One plain module (a problem's cut-out check code), as the worker's loader does."""
    module = _new_module(name, file, name.rpartition(".")[0])
    parent, _, attr = name.rpartition(".")
    if parent:
        setattr(sys.modules.setdefault(parent, type(sys)(parent)), attr, module)
    exec(compile(source, file, "exec"), module.__dict__)
    return module


def drop(prefixes):
    """Take modules out of sys.modules (they live on in what holds them): the learner's code then
    finds no such package, as in the sandbox."""
    for name in [n for n in sys.modules if any(n == p or n.startswith(p + ".") for p in prefixes)]:
        del sys.modules[name]
