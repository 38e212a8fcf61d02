import math

import pytest

import basilisk

VALUES = [
    None, True, False, 0, -7, 2**63 - 1, -2**63, 2**64, -(10**40), 3.5, -0.0, float("inf"),
    float("-inf"), "", "héllo ☃ 𝄞", b"", b"\x00\xff", [], [1, [2, [3]]], (), (1, "a", (2.5,)),
    {}, {"a": 1, 2: "b", (1, 2): None, None: [], 1.5: {}}, set(), {1, 2, 3}, frozenset(),
    frozenset({"x", (1, 2)}), {"nested": [{"k": (1, frozenset({2}))}, {3, 4}]},
]


def echo(value):
    """The value after a trip in (as an input) and out (as the result)."""
    run = basilisk.CodeSandbox().execute("v", inputs={"v": value})
    return run.next().output


def through_host_call(value):
    """The value after a trip out (as a host-call argument) and in (as the call's answer)."""
    run = basilisk.CodeSandbox(functions=["f"]).execute("r = f(v)\nr", inputs={"v": value})
    call = run.next()
    assert isinstance(call, basilisk.FunctionCall)
    run.provide_result(call.args[0])
    return run.next().output


@pytest.mark.parametrize("value", VALUES, ids=repr)
def test_every_value_type_round_trips(value):
    for trip in (echo, through_host_call):
        out = trip(value)
        assert out == value and type(out) is type(value)
        if isinstance(value, float) and value == 0:
            assert math.copysign(1, out) == math.copysign(1, value)


def test_nan_round_trips():
    assert math.isnan(echo(float("nan")))


def test_types_keep_their_identity_inside():
    run = basilisk.CodeSandbox().execute(
        "[type(x).__name__ for x in (a, b, c, d, e, f, g)]",
        inputs={"a": 2**100, "b": b"x", "c": (1,), "d": {1}, "e": frozenset(), "f": 1.0, "g": True})
    assert run.next().output == ["int", "bytes", "tuple", "set", "frozenset", "float", "bool"]


def test_values_with_no_python_twin_come_out_as_opaque():
    out = basilisk.CodeSandbox().execute("def f(): pass\nclass C: pass\n[f, C, len]").next().output
    assert all(isinstance(v, basilisk.Opaque) for v in out)
    assert repr(out[0]).startswith("<function f at ") and repr(out[1]) == "<class '__main__.C'>"
    assert repr(out[2]) == "<built-in function len>"


def test_anything_else_passed_in_is_a_type_error():
    sandbox = basilisk.CodeSandbox()
    for bad in (object(), [1, object()], {"k": lambda: 0}, bytearray(b"x"), 1j):
        with pytest.raises(TypeError, match="cannot pass a value of type"):
            sandbox.execute("v", inputs={"v": bad})


def test_an_answer_that_cannot_be_built_leaves_the_call_pending():
    run = basilisk.CodeSandbox(functions=["f"]).execute("f()")
    run.next()
    with pytest.raises(TypeError):
        run.provide_result(object())
    assert run.waiting_for_host
    run.provide_result(5)
    assert run.next().output == 5


def test_deeply_nested_values_are_refused_not_crashing():
    deep = []
    for _ in range(100000):
        deep = [deep]
    with pytest.raises(ValueError, match="nested deeper"):
        basilisk.CodeSandbox().execute("v", inputs={"v": deep})
    # Made inside: the output obeys the execution's recursion limit.
    code = "v = []\nfor _ in range(100000):\n    v = [v]\nv"
    with pytest.raises(basilisk.CodeLimitError) as failure:
        basilisk.CodeSandbox().execute(code).next()
    assert failure.value.limit == "max_recursion_depth"


def test_huge_values_obey_the_limits():
    with pytest.raises(basilisk.CodeLimitError) as failure:
        basilisk.CodeSandbox(limits={"max_memory_bytes": 10 << 20}).execute("'x' * (100 << 20)").next()
    assert failure.value.limit == "max_memory_bytes"
    big = "y" * (4 << 20)
    assert len(basilisk.CodeSandbox().execute("v * 2", inputs={"v": big}).next().output) == 8 << 20


def test_the_host_gives_the_clock_and_the_seed():
    import datetime
    code = "import datetime, random\n[datetime.datetime.now().isoformat(), random.random()]"
    instant = datetime.datetime(2024, 5, 1, 12, 0, 30, 250)
    a = basilisk.CodeSandbox(now=instant, seed=7).execute(code).next().output
    b = basilisk.CodeSandbox(now=instant.replace(tzinfo=datetime.timezone.utc).timestamp(), seed=7).execute(code).next().output
    assert a == b and a[0] == "2024-05-01T12:00:30.000250"
    with pytest.raises(basilisk.CodeRuntimeError, match="clock"):
        basilisk.CodeSandbox().execute("import time\ntime.time()").next()
    with pytest.raises(ValueError):
        basilisk.CodeSandbox(seed=-1)
