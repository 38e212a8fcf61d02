import pytest

import basilisk


def finish(run):
    event = run.next()
    assert isinstance(event, basilisk.ExecutionResult), event
    return event.output


def test_cells_share_globals_and_reset_forgets_them():
    session = basilisk.CodeSandbox().session()
    assert finish(session.execute("counts = {}\ndef bump(k):\n    counts[k] = counts.get(k, 0) + 1\n")) is None
    finish(session.execute("bump('a')\nbump('a')"))
    assert finish(session.execute("counts")) == {"a": 2}
    session.reset()
    with pytest.raises(basilisk.CodeRuntimeError, match="NameError"):
        finish(session.execute("counts"))


def test_a_failed_cell_keeps_what_it_assigned():
    session = basilisk.CodeSandbox().session()
    with pytest.raises(basilisk.CodeRuntimeError):
        finish(session.execute("a = 1\nb = 1 / 0"))
    assert finish(session.execute("[a, 'b' in globals()]")) == [1, False]


def test_cells_pause_at_host_calls():
    session = basilisk.CodeSandbox(functions=["fetch"]).session()
    run = session.execute("data = fetch('x')")
    call = run.next()
    with pytest.raises(RuntimeError, match="previous cell has not finished"):
        session.execute("1")
    run.provide_result([1, 2])
    finish(run)
    assert finish(session.execute("sum(data)")) == 3


def test_session_dumped_between_cells_continues_in_another_process(fresh_process):
    session = basilisk.CodeSandbox(functions=["fetch"]).session()
    run = session.execute("import math\nseen = []\ndef note(x):\n    seen.append(x)\n    return len(seen)\n")
    finish(run)
    finish(session.execute("note('first')"))
    data = session.dump()
    script = """
        import sys
        import basilisk
        session = basilisk.CodeSandbox(functions=["fetch"]).restore_session(sys.stdin.buffer.read())
        run = session.execute("note(fetch('q'))\\nseen")
        call = run.next()
        assert call.function_name == "fetch"
        run.provide_result("second")
        print(repr(run.next().output))
    """
    assert fresh_process(script, data).decode().strip() == "['first', 'second']"


def test_dump_of_an_empty_session_and_after_a_failed_cell():
    sandbox = basilisk.CodeSandbox()
    empty = sandbox.restore_session(sandbox.session().dump())
    assert finish(empty.execute("'x' in globals()")) is False
    session = sandbox.session()
    finish(session.execute("keep = 5"))
    with pytest.raises(basilisk.CodeRuntimeError):
        finish(session.execute("boom = 1 / 0"))
    restored = sandbox.restore_session(session.dump())
    assert finish(restored.execute("keep")) == 5


def test_restore_session_refuses_a_paused_execution():
    sandbox = basilisk.CodeSandbox(functions=["f"])
    run = sandbox.execute("f()")
    run.next()
    with pytest.raises(basilisk.CodeCheckpointError, match="not a session"):
        sandbox.restore_session(run.dump())
