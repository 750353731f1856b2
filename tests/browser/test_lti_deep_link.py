"""Deep linking in Chromium: the teacher, arrived from the LMS, picks a problem and a level; the
signed reply goes back to the LMS by itself (lti_return.js), which the page's own policy allows
for that LMS only, and the LMS reads both links from it."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from tests.utils.lti_platform import INSTRUCTOR, Course, Person, browser_launch
from tests.utils.lti_world import lti_world

pytestmark = pytest.mark.browser

def test_the_teachers_pick_goes_back_to_the_lms(page, tmp_path):
    with lti_world(tmp_path) as world:
        lms = world.platforms["lms-a"]
        course = Course(id="c-dl", title="Robotics", members=[Person("t", "Tess", [INSTRUCTOR])])
        lms.courses[course.id] = course
        teacher = world.browser()
        landed = browser_launch(teacher, lms, lms.claims(course.members[0], course, "LtiDeepLinkingRequest"))
        page.context.add_cookies([{"name": "session", "value": teacher.cookies["session"], "url": world.url}])
        page.goto(world.url + landed.location)
        page.get_by_label("Scale a Vector").check()
        page.get_by_label("Level 2 (the average").check()
        page.get_by_role("button", name="Add to the course").click()
        page.wait_for_url(f"{lms.url}/deep_link_return")
        expect(page.get_by_text("Items added to the course.")).to_be_visible()
        items = lms.deep_link_replies[-1]["https://purl.imsglobal.org/spec/lti-dl/claim/content_items"]
        assert [item["custom"] for item in items] == [{"level": "2"}, {"problem": "scale-a-vector"}]
