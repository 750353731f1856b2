# One image for every service of docker-compose.yml: the API, the Celery grading workers, the
# migrations and the rig worker. Debian, because the sandbox runs learner code with the system's
# /usr/bin/python3 under bubblewrap (grader/sandbox), read-only /usr and nothing else of the image.
FROM debian:bookworm-slim

ENV DEBIAN_FRONTEND=noninteractive PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 python3-venv bubblewrap util-linux ca-certificates \
 && rm -rf /var/lib/apt/lists/*

# The platform's own interpreter and packages live in a venv; the sandbox uses the bare system python.
RUN python3 -m venv /opt/venv
ENV PATH=/opt/venv/bin:$PATH
WORKDIR /srv/app

# Dependencies first, so code changes do not reinstall them.
COPY pyproject.toml ./
RUN python3 -c "import tomllib; print('\n'.join(tomllib.load(open('pyproject.toml', 'rb'))['project']['dependencies']))" \
      > /tmp/requirements.txt \
 && pip install -r /tmp/requirements.txt

COPY README.md alembic.ini ./
COPY app app
COPY grader grader
COPY reference reference
COPY migrations migrations
COPY problems problems
# Editable, so the project root (templates, static files, problems) is /srv/app, as in a checkout.
RUN pip install --no-deps -e . && mkdir -p var && useradd --uid 10001 --no-create-home --shell /usr/sbin/nologin platform \
 && chown platform var

# Not root: bubblewrap then runs unprivileged as this user (see the security options in docker-compose.yml).
USER platform
ENV APP_ENV=production HOST=0.0.0.0 PORT=8000 LOG_FORMAT=json
EXPOSE 8000 9808
CMD ["python", "-m", "app", "serve"]
