"""The "function" kind: the learner defines `entry_point`; each case calls it with `args`.

One sandboxed process runs every case (grader/execute.py); the trusted side computes the expected
answers (the reference), judges each case (judge.py: the problem's checker, hidden cases kept
hidden), draws pictures of the visible cases (pictures.py) and, on a failure, names the listed
mistake the outputs reproduce (diagnosis.py, hint.py). grade.py puts those together; validate.py is
`python -m grader validate` for this kind; kind.py is what the registry (grader/kinds.py) serves.
"""
