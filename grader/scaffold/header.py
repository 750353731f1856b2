"""What every kind's problem.yaml starts with: the fields `python -m grader new` fills in."""

HEADER_YAML = """\
id: <<uuid>>
title: <<title_yaml>>
level: <<level>>
topic: <<topic_yaml>>
required: false
"""
