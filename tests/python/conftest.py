# The package under test is the one the build assembled (build/python/basilisk), found through
# BASILISK_PYTHON_PATH (ctest sets it) or the default build directory.
import os
import subprocess
import sys
import textwrap

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PACKAGE_PATH = os.environ.get("BASILISK_PYTHON_PATH", os.path.join(ROOT, "build", "python"))
sys.path.insert(0, PACKAGE_PATH)


def run_in_fresh_process(script, stdin_bytes=b""):
    """Runs `script` in a new Python process that imports the same package; returns its stdout
    (bytes). Restores tested this way share nothing with the process that dumped."""
    env = dict(os.environ, PYTHONPATH=PACKAGE_PATH)
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(script)], input=stdin_bytes,
                          capture_output=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr.decode()
    return done.stdout


@pytest.fixture
def fresh_process():
    return run_in_fresh_process
