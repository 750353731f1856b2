"""The orchestration of grading that needs the database: the worker loop, the sweeper, the
dispatchers (local pool, Celery), the Celery app, the rig pool and its worker. The grading core
(grader/) is below it and never imports it."""
