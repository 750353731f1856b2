"""The package is also the learners' `sim` inside the sandbox: the standard library only, relative
imports within itself, nothing from the rest of `reference/`, and the lesson's public names."""

import ast
import inspect
import shutil
import subprocess
import sys
from pathlib import Path

import reference.sim
from tests.reference.sim import test_simulator

PACKAGE = Path(reference.sim.__file__).parent

LESSON_NAMES = {
    "clamp": "(value, low, high)",
    "wrap_pi": "(angle)",
    "ray_segment": "(ox, oy, dx, dy, x1, y1, x2, y2)",
    "ray_circle": "(ox, oy, dx, dy, cx, cy, r)",
    "closest_on_segment": "(px, py, x1, y1, x2, y2)",
    "World": "(width_m, height_m)",
    "advance_pose": "(x, y, theta, ds, dtheta, method='arc')",
    "RobotParams": "(wheel_radius_m=0.0325, track_width_m=0.15, ticks_per_rev=600, max_speed_mps=0.4, "
                   "tau_s=0.08, body_radius_m=0.09, scale_left=1.0, scale_right=1.0)",
    "RobotModel": "(params, x=0.0, y=0.0, theta=0.0, integrator='arc')",
    "RangeSensor": "(world, rng, mount=(0.07, 0.0, 0.0), max_range_m=4.0, min_range_m=0.02, sigma_m=0.005, "
                   "fov_rad=0.0, n_rays=1, period_s=0.0, latency_s=0.0)",
    "Encoders": "(ticks_per_rev, scale=(1.0, 1.0), bias=(0, 0))",
    "LineSensor": "(world, n=5, spacing_m=0.015, forward_m=0.07)",
    "BumpSensor": "(arc_rad=3.141592653589793)",
    "SimClock": "()",
    "Simulator": "(world, params=None, seed=1, pose=(0.3, 0.3, 0.0), physics_dt_s=0.005, integrator='arc', "
                 "**range_kwargs)",
    "Recorder": "()",
    "run": "(sim, robot, seconds, dt_s=0.02, recorder=None)",
    "ascii_map": "(world, path=(), cols=60, start=True)",
    "OdometryTracker": "(params, pose=(0.0, 0.0, 0.0), method='arc')",
}

LESSON_METHODS = {
    "World": "add_wall add_box add_circle add_line raycast contact on_line",
    "RobotModel": "set_wheel_speeds true_speeds_mps step snapshot restore",
    "RangeSensor": "true_range update read",
    "Simulator": "range_m range_of ticks set_duty line bump now_s pose advance add_range_sensor",
    "Recorder": "record path to_csv",
    "OdometryTracker": "update",
}


def test_the_public_names_and_signatures_are_the_lessons():
    assert sorted(reference.sim.__all__) == sorted(LESSON_NAMES)
    for name, signature in LESSON_NAMES.items():
        assert str(inspect.signature(getattr(reference.sim, name))) == signature, name
    for name, methods in LESSON_METHODS.items():
        for method in methods.split():
            assert callable(getattr(getattr(reference.sim, name), method)), (name, method)


def test_imports_are_relative_or_from_the_standard_library():
    for module in PACKAGE.glob("*.py"):
        for node in ast.walk(ast.parse(module.read_text())):
            if isinstance(node, ast.ImportFrom) and node.level:
                continue                                     # within the package
            names = [alias.name for alias in node.names] if isinstance(node, ast.Import) else \
                [node.module] if isinstance(node, ast.ImportFrom) else []
            for name in names:
                assert name.split(".")[0] in sys.stdlib_module_names or name == "__future__", (module.name, name)


def test_a_copy_named_sim_runs_the_lesson_alone_on_the_system_python(tmp_path):
    shutil.copytree(PACKAGE, tmp_path / "sim", ignore=shutil.ignore_patterns("__pycache__"))
    python = "/usr/bin/python3" if Path("/usr/bin/python3").exists() else sys.executable
    script = (
        "import math, sys\n"
        f"sys.path.insert(0, {str(tmp_path)!r})\n"
        "from sim import Simulator, World\n"
        "sim = Simulator(World(3.0, 2.0), seed=1, pose=(2.0, 1.0, 0.0))\n"
        "sim.set_duty(1.0, 1.0)\n"
        "for _ in range(300):\n"
        "    sim.advance(0.02)\n"
        "print('%.4f %d %s %s' % (sim.pose()[0], sim.bumps, sim.ticks(), sorted(m for m in sys.modules if m.startswith(('sim', 'reference')))))\n"
    )
    done = subprocess.run([python, "-I", "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    modules = "['sim', 'sim.clock', 'sim.geometry', 'sim.recorder', 'sim.robot_model', 'sim.sensors', " \
              "'sim.simulator', 'sim.tools', 'sim.world']"
    assert done.stdout.strip() == f"2.9100 182 (2673, 2673) {modules}"
    assert "2.9100" in test_simulator.COLLISION_OUTPUT
