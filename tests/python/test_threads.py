import threading
import time

import pytest

import basilisk

CPU_BOUND = "t = 0\nfor i in range(1500000):\n    t += i % 7\nt"


def run_once(sandbox):
    return sandbox.execute(CPU_BOUND).next().output


def test_executions_run_in_parallel_threads():
    """Four CPU-bound executions on two threads take well under the time of four in a row (with
    the GIL held through a run they would take as long, ratio >= 1). Timed back to back, best of
    five tries: the machine is shared (and its two cores may be one core's hyperthreads, measured
    at 0.5 to 0.95), and only a real overlap can bring the ratio under 0.9."""
    sandbox = basilisk.CodeSandbox(limits={"max_instructions": 0, "max_duration_ms": 0})
    expected = sum(i % 7 for i in range(1500000))
    ratios = []
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(4):
            assert run_once(sandbox) == expected
        sequential = time.perf_counter() - start

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
        parallel = time.perf_counter() - start
        assert results == [expected] * 4
        ratios.append(parallel / sequential)
        if ratios[-1] < 0.75:
            break
    assert min(ratios) < 0.9, ratios


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
