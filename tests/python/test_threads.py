import threading
import time

import pytest

import basilisk

CPU_BOUND = "t = 0\nfor i in range(1500000):\n    t += i % 7\nt"


def run_once(sandbox):
    return sandbox.execute(CPU_BOUND).next().output


def test_executions_run_in_parallel_threads():
    sandbox = basilisk.CodeSandbox(limits={"max_instructions": 0, "max_duration_ms": 0})
    expected = sum(i % 7 for i in range(1500000))
    start = time.perf_counter()
    assert run_once(sandbox) == expected
    one = time.perf_counter() - start

    results = []
    def worker():
        for _ in range(2):
            results.append(run_once(sandbox))
    threads = [threading.Thread(target=worker) for _ in range(2)]
    start = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    four = time.perf_counter() - start
    assert results == [expected] * 4
    # Four runs on two threads: with the GIL held they would take 4x one run.
    assert four < 3.2 * one, (one, four)


def test_the_gil_is_released_while_code_runs():
    """A Python thread of the host wakes on time while an execution runs in another thread."""
    sandbox = basilisk.CodeSandbox(limits={"max_instructions": 0, "max_duration_ms": 0})
    run = sandbox.execute("t = 0\nfor i in range(60000000):\n    t += i\nt")
    done = threading.Event()

    def worker():
        run.next()
        done.set()

    t = threading.Thread(target=worker)
    t.start()
    time.sleep(0.05)             # the worker is inside next() now
    start = time.perf_counter()
    time.sleep(0.01)             # returns only when this thread gets the GIL back
    woke_after = time.perf_counter() - start
    still_running = not done.is_set()
    t.join()
    assert still_running and woke_after < 0.5, (still_running, woke_after)


def test_one_execution_used_from_two_threads_is_an_error_not_a_crash():
    sandbox = basilisk.CodeSandbox(limits={"max_instructions": 0, "max_duration_ms": 0})
    run = sandbox.execute("t = 0\nfor i in range(20000000):\n    t += i\nt")
    errors, outputs = [], []
    started = threading.Event()

    def first():
        started.set()
        outputs.append(run.next().output)

    t = threading.Thread(target=first)
    t.start()
    started.wait()
    time.sleep(0.02)
    for action in (run.next, run.dump, lambda: run.provide_result(1)):
        try:
            action()
        except RuntimeError as e:
            errors.append(str(e))
    t.join()
    assert outputs == [sum(range(20000000))]
    assert errors and all("another thread" in e for e in errors)
