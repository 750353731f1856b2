"""A teacher's comment on an approach, in headless Chromium: a learner of the class submits, the
teacher finds the submission's approach on the problem's class page and comments on it there,
and the learner reads the comment on their result page; a learner outside the class does not."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from tests.browser.conftest import start_server, stop_server
from tests.utils.browser_steps import sign_up
from tests.utils.browser_users import add_user, sign_in
from tests.utils.solutions import solution_for

pytestmark = pytest.mark.browser
SLUG = "where-the-gripper-lands"
COMMENT = "Nicely done. Could one loop over the links handle an arm of three?"


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    workdir = tmp_path_factory.mktemp("approach-server")
    live = start_server(workdir)
    live.workdir = workdir
    yield live
    stop_server(live)


def _page(browser, errors: list[str], width: int, height: int):
    """A page of its own context (its own cookies) whose uncaught JavaScript errors are kept."""
    page = browser.new_context(viewport={"width": width, "height": height}).new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    return page


def _submit(page, base_url: str, code: str) -> int:
    made = page.request.post(f"{base_url}/api/problems/{SLUG}/submissions", data={"code": code})
    assert made.status == 202, made.text()
    return made.json()["id"]


def test_a_teacher_comments_on_an_approach_and_the_learner_reads_it(server, browser):
    add_user(server.workdir, "ms.hopper", "teacher")
    errors: list[str] = []
    teacher = _page(browser, errors, 1366, 768)  # a teacher's laptop, a learner's phone
    sign_in(teacher, server.url, "ms.hopper")
    made = teacher.request.post(f"{server.url}/api/classes", data={"name": "Robotics 101"})
    assert made.status == 201, made.text()
    classroom = made.json()

    learner, stranger = (_page(browser, errors, 390, 844) for _ in range(2))
    sign_up(learner, server.url, "ada")
    assert learner.request.post(f"{server.url}/api/classes/join",
                                data={"join_code": classroom["join_code"]}).status == 200
    mine = _submit(learner, server.url, solution_for(SLUG))
    sign_up(stranger, server.url, "grace")
    theirs = _submit(stranger, server.url, "# the same, found elsewhere\n" + solution_for(SLUG))

    teacher.goto(f"{server.url}/classes/{classroom['id']}/problems/{SLUG}")
    approach = teacher.locator("#approaches .approach").first
    expect(approach).to_contain_text("1 learner, 1 submission")
    approach.get_by_label("Comment for the learners who take this approach").fill(COMMENT)
    approach.get_by_role("button", name="Save comment").click()
    expect(approach.locator(".comment-status")).to_contain_text(re.compile("Saved .*result page"))

    learner.goto(f"{server.url}/submissions/{mine}")
    comments = learner.get_by_role("region", name="From your teacher")
    expect(comments).to_contain_text(COMMENT)
    expect(comments).to_contain_text("ms.hopper")
    stranger.goto(f"{server.url}/submissions/{theirs}")
    expect(stranger.locator("h1")).to_contain_text(f"Submission #{theirs}")
    expect(stranger.get_by_text(COMMENT)).to_have_count(0)
    for page in (teacher, learner, stranger):
        page.context.close()
    assert not errors, f"uncaught JavaScript errors: {errors}"
