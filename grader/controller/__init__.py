"""Controller problems: the learner's robot controller drives our simulator from the sandbox."""
