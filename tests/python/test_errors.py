import pytest

import basilisk


def test_hierarchy():
    for cls in (basilisk.CodeSyntaxError, basilisk.CodeTypeError, basilisk.CodeRuntimeError,
                basilisk.CodeLimitError, basilisk.CodeCheckpointError):
        assert issubclass(cls, basilisk.CodeExecutionError)
    assert issubclass(basilisk.CodeExecutionError, Exception)


def test_syntax_error_fields():
    with pytest.raises(basilisk.CodeSyntaxError) as failure:
        basilisk.CodeSandbox().execute("x = (1,\ny = 2")
    e = failure.value
    assert e.type_name == "SyntaxError"
    assert e.message == "'(' was never closed"
    assert (e.filename, e.lineno, e.offset) == ("main.py", 1, 5)
    assert e.report.splitlines()[-1] == "SyntaxError: '(' was never closed"
    assert str(e) == e.report


def test_switched_off_feature_is_a_syntax_error():
    sandbox = basilisk.CodeSandbox(disabled_features=["while_loops"])
    with pytest.raises(basilisk.CodeSyntaxError, match="while"):
        sandbox.execute("while True:\n    pass\n")
    with pytest.raises(ValueError, match="unknown feature 'loops'"):
        basilisk.CodeSandbox(disabled_features=["loops"])


def test_runtime_error_fields_and_stdout():
    with pytest.raises(basilisk.CodeRuntimeError) as failure:
        basilisk.CodeSandbox(script_name="agent.py").execute("print('before')\nd = {}\nd['k']\n").next()
    e = failure.value
    assert (e.type_name, e.message, e.stdout) == ("KeyError", "'k'", "before\n")
    assert e.traceback.splitlines() == [
        "Traceback (most recent call last):",
        '  File "agent.py", line 3, in <module>',
        "    d['k']",
        "KeyError: 'k'",
    ]
    assert str(e) == "KeyError: 'k'"


def test_user_exception_class_name():
    code = "class QuotaExceeded(Exception):\n    pass\nraise QuotaExceeded('too many')\n"
    with pytest.raises(basilisk.CodeRuntimeError) as failure:
        basilisk.CodeSandbox().execute(code).next()
    assert (failure.value.type_name, failure.value.message) == ("QuotaExceeded", "too many")


def test_limit_error_fields():
    with pytest.raises(basilisk.CodeLimitError) as failure:
        basilisk.CodeSandbox(limits={"max_instructions": 10000}).execute("print('go')\nwhile True:\n    pass").next()
    e = failure.value
    assert e.limit == "max_instructions" and e.stdout == "go\n"
    assert "max_instructions" in e.message


def test_limits_are_checked():
    with pytest.raises(ValueError, match="max_bananas"):
        basilisk.CodeSandbox(limits={"max_bananas": 1})
    with pytest.raises(ValueError):
        basilisk.CodeSandbox(limits={"max_instructions": -1})
    with pytest.raises(TypeError):
        basilisk.CodeSandbox(limits=[("max_instructions", 1)])
    # Per-run limits replace the sandbox's.
    sandbox = basilisk.CodeSandbox(limits={"max_instructions": 10**9})
    with pytest.raises(basilisk.CodeLimitError):
        sandbox.execute("while True: pass", limits={"max_instructions": 1000}).next()


def test_default_limits_stop_a_runaway_script():
    with pytest.raises(basilisk.CodeLimitError):
        basilisk.CodeSandbox().execute("while True:\n    pass").next()


def test_type_check():
    sandbox = basilisk.CodeSandbox(functions=["get_weather"])
    sandbox.type_check("w = get_weather(city='x')", "def get_weather(city: str) -> dict: ...")
    with pytest.raises(basilisk.CodeSyntaxError):
        sandbox.type_check("w = get_weather(city=", "")
    with pytest.raises(basilisk.CodeTypeError, match="stubs do not compile"):
        sandbox.type_check("w = 1", "def get_weather(city: str -> dict: ...")


def test_checkpoint_errors():
    sandbox = basilisk.CodeSandbox()
    for bad in (b"", b"garbage", b"BSKX" + b"\x00" * 40):
        with pytest.raises(basilisk.CodeCheckpointError):
            sandbox.restore(bad)
    run = sandbox.execute("1 / 0")
    with pytest.raises(basilisk.CodeRuntimeError):
        run.next()
    with pytest.raises(basilisk.CodeCheckpointError, match="ended"):
        run.dump()


def test_misuse_is_a_clear_error():
    run = basilisk.CodeSandbox().execute("1")
    with pytest.raises(RuntimeError, match="no host call is pending"):
        run.provide_result(1)
    run.next()
    with pytest.raises(RuntimeError, match="ended"):
        run.next()
