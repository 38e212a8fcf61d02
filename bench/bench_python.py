"""The Python package's hot paths, timed from Python (compare with build/bench/basilisk_bench's
BM_CompileAndRun*, BM_HostCall* and BM_DumpRestore* for the C++ API's figures):

    PYTHONPATH=build/python python3 bench/bench_python.py
"""
import time

import basilisk


def per_op(label, fn, n):
    fn(max(1, n // 10))   # warm up
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        fn(n)
        best = min(best, (time.perf_counter() - start) / n)
    print(f"{label:48s} {best * 1e6:9.2f} us")


def create_and_run(n):
    sandbox = basilisk.CodeSandbox()
    for _ in range(n):
        sandbox.execute("1 + 2").next()


def host_call_round_trip(n):
    sandbox = basilisk.CodeSandbox(functions=["f"], limits={"max_instructions": 0})
    run = sandbox.execute(f"for i in range({n}):\n    f(i)\n")
    event = run.next()
    while isinstance(event, basilisk.FunctionCall):
        # A host reads the call before it answers (the name picks the tool, the args feed it).
        if event.function_name != "f" or len(event.args) != 1:
            raise AssertionError(event)
        run.provide_result(None)
        event = run.next()


def host_call_round_trip_bare(n):
    sandbox = basilisk.CodeSandbox(functions=["f"], limits={"max_instructions": 0})
    run = sandbox.execute(f"for i in range({n}):\n    f(i)\n")
    FunctionCall = basilisk.FunctionCall
    event = run.next()
    while type(event) is FunctionCall:
        run.provide_result(None)
        event = run.next()


def dump_restore_resume(n):
    sandbox = basilisk.CodeSandbox(functions=["f"])
    run = sandbox.execute("total = 0\nitems = [1, 2, 3]\nx = f(items)\ntotal + x")
    run.next()
    for _ in range(n):
        again = sandbox.restore(run.dump())
        again.next()
        again.provide_result(5)
        again.next()


per_op("create and run `1 + 2` (per execution)", create_and_run, 20000)
per_op("host call round trip next()/provide_result()", host_call_round_trip, 200000)
per_op("  the same, the host reading nothing of the call", host_call_round_trip_bare, 200000)
per_op("dump + restore + resume a small state", dump_restore_resume, 5000)
