"""A controller run's replay (issue #23), in headless Chromium against the real server.

A learner has a graded controller result (the real simulator's runs, tests/utils/controller_runs.py,
recorded through the services as a grading worker does); on its page they scrub a scenario's time
slider, and the robot in the arena, its range ray and the marks on the range and speed charts must
be where the trace puts them at that time (read back from the drawing: the robot's SVG transform,
the marker's pixel on the chart mapped back through the chart's own time axis). Play advances at
the chosen speed and stops at the end; the keyboard steps sample by sample; a phone gets no
sideways scroll and can drag the slider with a finger.

RUNS_SCREENSHOTS=/some/dir keeps the screenshots (else they go to a temporary dir).
"""

from __future__ import annotations

import math
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from tests.browser.test_controller_journey import type_code
from tests.browser.test_controller_runs import SLUG, result, server, shots, sign_up, store  # noqa: F401  (fixtures)
from tests.utils.solutions import solution_for

pytestmark = pytest.mark.browser

DESKTOP = {"width": 1366, "height": 768}
PHONE = {"width": 390, "height": 844}
U = 100                     # the arena's SVG units per metre (runs.js)
MOUNT_FORWARD_M = 0.07      # the default front sensor's mount (replay.js, reference/sim/sensors.py)


def at(run: dict, t: float) -> dict:
    """The run at time t as the replay shows it: neighbouring samples blended linearly (the heading
    the short way round); a value missing on either side is the earlier sample's."""
    times = run["t_s"]
    t = min(max(t, times[0]), times[-1])
    i = max(k for k, tk in enumerate(times) if tk <= t)
    f = (t - times[i]) / (times[i + 1] - times[i]) if i + 1 < len(times) else 0.0

    def blend(key: str) -> float | None:
        a = run[key][i]
        b = run[key][i + 1] if i + 1 < len(times) else None
        if a is None or b is None or f == 0:
            return a
        if key == "theta_rad":
            return a + math.atan2(math.sin(b - a), math.cos(b - a)) * f
        return a + (b - a) * f

    return {"t": t, **{key: blend(key) for key in ("x_m", "y_m", "theta_rad", "range_m", "left_mps", "right_mps")}}


def fixed(value: float, digits: int = 3) -> str:
    """As the readout writes a number: fixed digits, and never "-0.000"."""
    return f"{0.0 if abs(value) < 0.5 * 10 ** -digits else value:.{digits}f}"


READ = """card => {
    const svg = card.querySelector('svg.arena');
    const robot = svg.querySelector('.arena-robot'), ray = robot.querySelector('.arena-ray');
    const m = robot.transform.baseVal.consolidate().matrix;
    const start = svg.querySelector('.arena-start circle');
    const charts = [...card.querySelectorAll('.run-chart')].map(fig => {
        const canvas = fig.querySelector('canvas'), chart = window.Chart.getChart(canvas);
        const box = canvas.getBoundingClientRect(), line = fig.querySelector('.run-chart-marker').getBoundingClientRect();
        const dots = [...fig.querySelectorAll('.run-chart-dot')].map(d => {
            if (d.hidden) return null;
            const r = d.getBoundingClientRect();
            return chart.scales.y.getValueForPixel(r.top + r.height / 2 - box.top);
        });
        return {t: chart.scales.x.getValueForPixel(line.left + line.width / 2 - box.left), dots,
                px: line.left + line.width / 2 - box.left};
    });
    const slider = card.querySelector('.replay-slider');
    return {e: m.e, f: m.f, heading: Math.atan2(-m.b, m.a), scale: Math.hypot(m.a, m.b),
            start: [+start.getAttribute('cx'), +start.getAttribute('cy')],
            visible: robot.getAttribute('visibility'), rayVisible: ray.getAttribute('visibility'),
            ray: [+ray.getAttribute('x1'), +ray.getAttribute('y1'), +ray.getAttribute('x2'), +ray.getAttribute('y2')],
            charts, value: +slider.value, valuetext: slider.getAttribute('aria-valuetext'),
            readout: card.querySelector('.replay-readout').innerText.split(/\\s+/).join(' ')};
}"""


def check_moment(card, run: dict, t: float) -> dict:
    """Everything the replay shows at t matches the trace at t."""
    want = at(run, t)
    got = card.evaluate(READ)
    assert got["value"] == pytest.approx(want["t"], abs=1e-9)
    # The robot: its centre and heading (the SVG transform, from the start marker's place and the trace's start).
    assert got["visible"] == "visible"
    x_m = run["x_m"][0] + (got["e"] - got["start"][0]) / U
    y_m = run["y_m"][0] - (got["f"] - got["start"][1]) / U
    assert (x_m, y_m) == pytest.approx((want["x_m"], want["y_m"]), abs=0.002)
    assert math.cos(got["heading"] - want["theta_rad"]) == pytest.approx(1, abs=1e-6)
    # The ray: from the sensor's mount, straight ahead, as long as the reading.
    x1, y1, x2, y2 = got["ray"]
    assert (x1, y1) == pytest.approx((MOUNT_FORWARD_M * U, 0), abs=0.06)
    if want["range_m"] is None:
        assert got["rayVisible"] == "hidden"
    else:
        assert got["rayVisible"] == "visible"
        assert (x2 - x1) / U == pytest.approx(want["range_m"], abs=0.001) and y2 == pytest.approx(0, abs=0.01)
    # The charts: the marker's pixel maps back to t on each chart's time axis; the dots sit on the series.
    range_chart, speed_chart = got["charts"]
    for chart in got["charts"]:
        assert chart["t"] == pytest.approx(want["t"], abs=0.002)
    dot_range, = range_chart["dots"]
    if want["range_m"] is None:
        assert dot_range is None
    else:
        assert dot_range == pytest.approx(want["range_m"], abs=0.01)
    assert speed_chart["dots"] == pytest.approx([want["left_mps"], want["right_mps"]], abs=0.005)
    # The readout and the slider's words.
    range_text = "no reading" if want["range_m"] is None else f"{fixed(want['range_m'])} m"
    wheels = f"left {fixed(want['left_mps'])} m/s right {fixed(want['right_mps'])} m/s"
    assert got["readout"] == f"t {fixed(want['t'], 2)} s range {range_text} {wheels}"
    assert got["valuetext"] == (f"{fixed(want['t'], 2)} s of {fixed(run['t_s'][-1], 2)} s: range {range_text}, "
                                f"wheels {fixed(want['left_mps'])} m/s and {fixed(want['right_mps'])} m/s")
    return got


def open_result(page: Page, server, username: str, result: dict):  # noqa: F811
    sign_up(page, server.url, username)
    submission_id = store(server.database_url, username, result)
    page.goto(f"{server.url}/submissions/{submission_id}")
    card = page.locator(".runs > .cases > details.case").first
    expect(card.locator(".replay-slider")).to_be_visible()
    page.wait_for_function("c => [...c.querySelectorAll('canvas')].every(x => window.Chart.getChart(x))"
                           " && c.querySelectorAll('.run-chart-marker').length === 2", arg=card.element_handle())
    name = card.locator(".case-name").inner_text().strip()
    run = next(c["run"] for c in result["cases"] if c["name"] == name)
    return card, run


def test_scrubbing_moves_the_robot_and_the_chart_markers(server, page: Page, result: dict, shots: Path):  # noqa: F811
    page.set_viewport_size(DESKTOP)
    card, run = open_result(page, server, "scrubber", result)
    assert page.evaluate("document.documentElement.scrollWidth") == DESKTOP["width"]
    slider = card.locator(".replay-slider")
    expect(slider).to_have_accessible_name("Time in the run")
    expect(card.get_by_role("button", name="Play the run")).to_be_visible()
    expect(card.get_by_role("combobox", name="Replay speed")).to_have_value("1")

    # At the start, then at times between samples, and at the end: each matches the trace.
    t_end = run["t_s"][-1]
    check_moment(card, run, 0.0)
    pixels = []
    for t in (1.234, 3.5, 6.789, 10.01, t_end):
        slider.fill(str(t))
        pixels.append(check_moment(card, run, t)["charts"][0]["px"])
    assert pixels == sorted(pixels) and pixels[-1] - pixels[0] > 200    # the marker crossed the chart
    page.screenshot(path=str(shots / "replay-desktop.png"))

    # Dragging the thumb with the mouse scrubs too: a quarter of the way along is a quarter of the run.
    box = slider.bounding_box()
    page.mouse.move(box["x"] + box["width"] - 14, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.move(box["x"] + 12 + (box["width"] - 24) * 0.25, box["y"] + box["height"] / 2, steps=8)
    page.mouse.up()
    dragged = card.evaluate(READ)["value"]
    assert dragged == pytest.approx(0.25 * t_end, abs=0.15)
    check_moment(card, run, dragged)

    # A click on a chart jumps to that moment.
    canvas = card.locator(".run-chart canvas").nth(1)
    cbox = canvas.bounding_box()
    canvas.click(position={"x": cbox["width"] * 0.7, "y": cbox["height"] / 2})
    clicked = card.evaluate(READ)
    assert clicked["charts"][1]["px"] == pytest.approx(cbox["width"] * 0.7, abs=1)
    check_moment(card, run, clicked["value"])


def test_keyboard_steps_and_play_runs_in_real_time(server, page: Page, result: dict):  # noqa: F811
    page.set_viewport_size(DESKTOP)
    card, run = open_result(page, server, "keys", result)
    slider = card.locator(".replay-slider")
    times = run["t_s"]
    slider.focus()
    page.keyboard.press("End")
    check_moment(card, run, times[-1])
    page.keyboard.press("Home")
    check_moment(card, run, 0.0)
    for _ in range(3):
        page.keyboard.press("ArrowRight")
    check_moment(card, run, times[3])
    page.keyboard.press("ArrowLeft")
    check_moment(card, run, times[2])
    page.keyboard.press("PageUp")
    check_moment(card, run, times[2] + 1)
    page.keyboard.press("ArrowLeft")             # from between samples, back to the sample before
    check_moment(card, run, max(t for t in times if t <= times[2] + 1 + 1e-9))
    page.keyboard.press("PageDown")
    page.keyboard.press("PageDown")
    check_moment(card, run, 0.0)

    # Space plays and pauses; at 1x, run time keeps pace with the clock.
    page.keyboard.press(" ")
    expect(card.get_by_role("button", name="Pause the run")).to_be_visible()
    rate = card.evaluate("""async card => {
        const box = card.querySelector('.replay');
        const frame = () => new Promise(done => requestAnimationFrame(done));
        await frame(); await frame();            // past the first frames, which a loaded machine delays
        const t0 = +box.dataset.t, w0 = performance.now();
        while (+box.dataset.t - t0 < 1.5) await frame();
        return (+box.dataset.t - t0) / ((performance.now() - w0) / 1000);
    }""")
    assert rate == pytest.approx(1.0, abs=0.3)
    page.keyboard.press(" ")
    expect(card.get_by_role("button", name="Play the run")).to_be_visible()
    paused = card.evaluate(READ)
    page.wait_for_timeout(150)                   # paused: time stands still
    assert card.evaluate(READ)["value"] == paused["value"] > 0.6
    check_moment(card, run, paused["value"])

    # At 4x from near the end: it plays to the end and stops there; play again starts over.
    card.get_by_role("combobox", name="Replay speed").select_option("4")
    slider.fill(str(times[-1] - 1.0))
    card.get_by_role("button", name="Play the run").click()
    expect(card.get_by_role("button", name="Play the run")).to_be_visible(timeout=3_000)
    check_moment(card, run, times[-1])
    card.get_by_role("button", name="Play the run").click()
    page.wait_for_function("c => +c.querySelector('.replay').dataset.t > 0", arg=card.element_handle())
    assert card.evaluate(READ)["value"] < times[-1] - 1.0

    # One run plays at a time: playing another scenario pauses this one; closing a card pauses it.
    other = page.locator(".runs > .cases > details.case").nth(1)
    other.locator("summary").click()
    other.get_by_role("button", name="Play the run").click()
    expect(other.get_by_role("button", name="Pause the run")).to_be_visible()
    expect(card.get_by_role("button", name="Play the run")).to_be_visible()
    other.locator("summary").click()
    expect(other.locator(".replay-play")).to_have_attribute("aria-label", "Play the run")   # hidden now: by attribute
    assert other.evaluate("d => d.querySelector('.replay').classList.contains('is-playing')") is False


def test_a_long_run_scrubs_smoothly(server, page: Page, result: dict):  # noqa: F811
    """14 s at 50 Hz, every pass a sample (700 steps): each moment is cheap, and no chart redraws."""
    page.set_viewport_size(DESKTOP)
    sign_up(page, server.url, "long.run")
    page.goto(f"{server.url}/problems/{SLUG}")
    short = result["cases"][0]["run"]
    times = [round(k * 0.02, 4) for k in range(701)]
    run = {**short, "dt_s": 0.02, "t_s": times, **{key: [at(short, t)[key] for t in times]
                                                    for key in ("x_m", "y_m", "theta_rad", "range_m", "left_mps", "right_mps")}}
    case = {"name": "every pass", "kind": "named", "passed": True, "verdict": "accepted", "run": run}
    page.evaluate("""c => import('/static/js/results.js').then(m => m.renderSubmission(
        document.getElementById('result'), {id: 1, status: 'graded', verdict: 'accepted', cases: [c], plots: []}, 'Robot'))""", case)
    card = page.locator("#result details.case").first
    page.wait_for_function("c => c.querySelectorAll('.run-chart-marker').length === 2", arg=card.element_handle())
    timing = card.evaluate("""async card => {
        const slider = card.querySelector('.replay-slider');
        const charts = [...card.querySelectorAll('canvas')].map(c => window.Chart.getChart(c));
        let draws = 0;
        for (const chart of charts) { const draw = chart.draw.bind(chart); chart.draw = () => { draws++; draw(); }; }
        const w0 = performance.now();
        for (let k = 0; k <= 700; k++) { slider.value = String(k * 0.02); slider.dispatchEvent(new Event('input')); }
        const perStep = (performance.now() - w0) / 701;
        // One moment a frame, laid out and painted each time, across the whole run.
        const frames = [];
        await new Promise(done => { let k = 0, last = performance.now(); const f = now => {
            frames.push(now - last); last = now;
            slider.value = String((k * 7) * 0.02); slider.dispatchEvent(new Event('input'));
            if (++k <= 100) requestAnimationFrame(f); else done(); }; requestAnimationFrame(f); });
        frames.sort((a, b) => a - b);
        return {perStep, medianFrame: frames[frames.length >> 1], draws};
    }""")
    assert timing["draws"] == 0, timing
    assert timing["perStep"] < 2.0, timing            # ms a moment: 700 of them well inside a second
    assert timing["medianFrame"] < 40, timing          # ms: the browser keeps its frame rate while scrubbing
    check_moment(card, run, 14.0)
    card.locator(".replay-slider").fill("7.03")
    check_moment(card, run, 7.03)


def test_a_phone_scrubs_with_a_finger_and_nothing_spills_sideways(server, browser, result: dict, shots: Path):  # noqa: F811
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True, device_scale_factor=2)
    context.add_init_script("try { localStorage.setItem('robot.run', 'server'); } catch (e) {}")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        card, run = open_result(page, server, "thumbs", result)
        assert page.evaluate("document.documentElement.scrollWidth") == PHONE["width"]
        assert page.evaluate("window.innerWidth") == PHONE["width"]
        slider = card.locator(".replay-slider")
        box = slider.bounding_box()
        assert box["height"] >= 44 and box["x"] >= 0 and box["x"] + box["width"] <= PHONE["width"]
        play = card.get_by_role("button", name="Play the run").bounding_box()
        assert play["width"] >= 44 and play["height"] >= 44
        slider.scroll_into_view_if_needed()
        box = slider.bounding_box()
        slider.tap(position={"x": box["width"] / 2, "y": box["height"] / 2})
        tapped = card.evaluate(READ)["value"]
        assert tapped == pytest.approx(run["t_s"][-1] / 2, abs=0.6)
        check_moment(card, run, tapped)
        slider.fill("4.2")
        check_moment(card, run, 4.2)
        card.scroll_into_view_if_needed()
        page.screenshot(path=str(shots / "replay-phone.png"), full_page=True)
        assert page.evaluate("document.documentElement.scrollWidth") == PHONE["width"]
    finally:
        context.close()
    assert not errors, errors


def test_a_learner_submits_and_scrubs_the_graded_run(live_server, page: Page, shots: Path):
    """The whole way: Stop Before the Wall solved in the page, graded by the real grader, and its
    first scenario's replay checked against the trace the API returns for that submission."""
    page.set_viewport_size(DESKTOP)
    sign_up(page, live_server.url, "driver.replay")
    page.goto(f"{live_server.url}/problems/stop-before-the-wall")
    type_code(page, solution_for("stop-before-the-wall"))
    page.get_by_role("button", name="Submit").click()
    expect(page.locator("#result .verdict")).to_contain_text("Accepted", timeout=60_000)
    card = page.locator("#result .runs > .cases > details.case").first
    page.wait_for_function("c => c.querySelectorAll('.run-chart-marker').length === 2", arg=card.element_handle())
    submission_id = re.search(r"Submission #(\d+)", page.locator("#result").inner_text()).group(1)
    sub = page.request.get(f"{live_server.url}/api/submissions/{submission_id}").json()
    name = card.locator(".case-name").inner_text().strip()
    run = next(c["run"] for c in sub["cases"] if c["name"] == name)
    slider = card.locator(".replay-slider")
    for t in (0.0, 2.5, 7.77, run["t_s"][-1]):
        slider.fill(str(t))
        check_moment(card, run, t)
    slider.fill("5.2")
    card.locator(".run-grid").scroll_into_view_if_needed()
    page.screenshot(path=str(shots / "replay-problem-page.png"))
    assert page.evaluate("document.documentElement.scrollWidth") == DESKTOP["width"]
