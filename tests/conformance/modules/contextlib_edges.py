# contextlib edge cases: generator protocol errors, StopIteration through a @contextmanager,
# exception chaining, ExitStack ordering/suppression/context, decorators, the async managers.
import asyncio
from contextlib import (contextmanager, asynccontextmanager, suppress, nullcontext, closing,
                        aclosing, ExitStack, AsyncExitStack, AbstractContextManager,
                        AbstractAsyncContextManager, ContextDecorator, AsyncContextDecorator)

def err(label, fn):
    try:
        r = fn()
        print(label, "ok", r)
    except BaseException as e:
        print(label, type(e).__name__, e, "| cause:", type(e.__cause__).__name__,
              "| context:", type(e.__context__).__name__)

@contextmanager
def two_yields():
    yield 1
    yield 2

def use_two():
    with two_yields() as v:
        return v
err("didn't stop", use_two)

def use_two_raise():
    with two_yields():
        raise ValueError("x")
err("raise into two", use_two_raise)

@contextmanager
def keeps_yielding():
    try:
        yield
    except ValueError:
        yield

def use_keeps():
    with keeps_yielding():
        raise ValueError("v")
err("didn't stop after throw", use_keeps)

@contextmanager
def plain():
    yield "p"

def stop_iter_body():
    with plain():
        raise StopIteration("si")
err("StopIteration body", stop_iter_body)

@contextmanager
def converts():
    try:
        yield
    except KeyError as e:
        raise ValueError("converted") from e

def use_conv():
    with converts():
        raise KeyError("orig")
err("converted", use_conv)

@contextmanager
def reraise_new():
    try:
        yield
    except KeyError:
        raise TypeError("new")
def use_new():
    with reraise_new():
        raise KeyError("k")
err("implicit ctx", use_new)

@contextmanager
def swallow():
    try:
        yield
    except Exception as e:
        print("swallowed", repr(e))
def use_swallow():
    with swallow():
        raise ZeroDivisionError("zd")
    return "continued"
err("swallow", use_swallow)

@contextmanager
def gen_stop_iter():
    yield
    raise StopIteration("inner")
def use_gen_stop():
    with gen_stop_iter():
        pass
err("gen raises StopIteration", use_gen_stop)

@contextmanager
def passthru():
    yield
def stop_body2():
    with passthru():
        raise StopIteration
    return "no"
err("bare StopIteration", stop_body2)

@contextmanager
def gen_exit_through():
    yield
def use_gexit():
    with gen_exit_through():
        raise GeneratorExit()
err("GeneratorExit", use_gexit)

@contextmanager
def rt_body():
    yield
def use_rt():
    with rt_body():
        raise RuntimeError("rt")
err("RuntimeError body", use_rt)

# decorator recreates the manager each call
calls = []
@contextmanager
def counted(tag):
    calls.append("enter " + tag)
    yield
    calls.append("exit " + tag)
@counted("d")
def twice(x):
    return x * 2
print(twice(2), twice(3), calls)

@contextmanager
def documented():
    """Docstring here."""
    yield
print(documented.__doc__, documented.__name__, documented().__doc__)
cm = documented()
print(type(cm).__name__, isinstance(cm, AbstractContextManager), isinstance(cm, ContextDecorator))
print(documented.__wrapped__.__name__)

# suppress
with suppress():
    pass
err("suppress none", lambda: [suppress()][0].__exit__(KeyError, KeyError(), None))
with suppress(LookupError):
    {}["missing"]
print("suppressed subclass")
def supp_base():
    with suppress(Exception):
        raise KeyboardInterrupt
err("suppress base", supp_base)
s = suppress(ValueError)
with s:
    int("x")
with s:
    int("y")
print("reused suppress")
print(suppress(ValueError).__enter__())

# nullcontext
with nullcontext() as n:
    print("nullcontext", n)
nc = nullcontext([1])
with nc as a, nc as b:
    print(a is b)

# closing
class Thing:
    def close(self):
        print("closed thing")
def close_err():
    with closing(Thing()):
        raise ValueError("while open")
err("closing raise", close_err)

# ExitStack: order, suppression, chaining
log = []
class Named:
    def __init__(self, name, suppress=False, fail=None):
        self.name, self.suppress, self.fail = name, suppress, fail
    def __enter__(self):
        log.append("enter " + self.name)
        return self.name
    def __exit__(self, t, v, tb):
        log.append("exit %s %s" % (self.name, t.__name__ if t else None))
        if self.fail:
            raise self.fail
        return self.suppress

with ExitStack() as st:
    st.enter_context(Named("a"))
    st.callback(log.append, "cb1")
    st.push(lambda *exc: log.append("push fn %s" % (exc[0],)))
    st.enter_context(Named("b"))
    st.callback(lambda x, y=0: log.append("cb2 %s %s" % (x, y)), 1, y=2)
print(log)
log.clear()

with ExitStack() as st:
    st.enter_context(Named("outer"))
    st.enter_context(Named("sup", suppress=True))
    st.enter_context(Named("inner"))
    raise ValueError("suppressed by sup")
print(log)
log.clear()

def chain():
    with ExitStack() as st:
        st.enter_context(Named("x", fail=KeyError("from x")))
        st.enter_context(Named("y", fail=TypeError("from y")))
        raise ValueError("body")
try:
    chain()
except BaseException as e:
    print(type(e).__name__, e, "ctx:", repr(e.__context__), "ctx.ctx:", repr(e.__context__.__context__))
print(log)
log.clear()

def chain2():
    with ExitStack() as st:
        st.enter_context(Named("only", fail=KeyError("k2")))
    return "unreached"
err("exit raises without body exc", chain2)

def push_cm():
    st = ExitStack()
    n = Named("pushed")
    r = st.push(n)
    print(r is n)
    st.close()
push_cm()
print(log)
log.clear()

st = ExitStack()
f = st.callback(print, "cb")
print(f is print)
st.close()
st.close()

def bad_enter():
    with ExitStack() as st:
        st.enter_context(42)
err("enter_context non-cm", bad_enter)

class OnlyEnter:
    def __enter__(self):
        return 1
def half():
    with ExitStack() as st:
        st.enter_context(OnlyEnter())
err("enter_context half", half)

# callback raising in ExitStack with an incoming exception
def cb_raises():
    with ExitStack() as st:
        st.callback(lambda: 1 / 0)
        raise KeyError("incoming")
err("cb raises", cb_raises)

# ExitStack returned value of __exit__
st = ExitStack()
st.push(lambda *a: True)
print(st.__exit__(ValueError, ValueError("v"), None))
st = ExitStack()
print(st.__exit__(None, None, None))

# ContextDecorator subclass
class Traced(ContextDecorator):
    def __enter__(self):
        print("traced enter")
        return self
    def __exit__(self, *exc):
        print("traced exit", exc[0].__name__ if exc[0] else None)
        return False
@Traced()
def traced_fn(a, b=1):
    "fn doc"
    return a + b
print(traced_fn(1, b=5), traced_fn.__name__, traced_fn.__doc__)

# Abstract bases via subclass hooks
class Duck:
    def __enter__(self): return self
    def __exit__(self, *a): return None
print(isinstance(Duck(), AbstractContextManager), isinstance(object(), AbstractContextManager))
class ADuck:
    async def __aenter__(self): return self
    async def __aexit__(self, *a): return None
print(isinstance(ADuck(), AbstractAsyncContextManager), issubclass(int, AbstractAsyncContextManager))

class NoExit(AbstractContextManager):
    pass
err("abstract __exit__", NoExit)
class Both(AbstractContextManager):
    def __exit__(self, *a):
        return None
with Both() as both:
    print(type(both).__name__)
class Blocked(Duck):
    __enter__ = None
print(isinstance(Blocked(), AbstractContextManager))

# callbacks raising while an outer exception is being handled: the chain stops there
def raiser(e):
    raise e
def under_outer():
    try:
        raise LookupError("outer")
    except LookupError:
        with ExitStack() as st:
            st.callback(raiser, KeyError("first cb"))
            st.callback(raiser, TypeError("second cb"))
try:
    under_outer()
except BaseException as e:
    chain = []
    while e is not None:
        chain.append(repr(e))
        e = e.__context__
    print(chain)

# async
@asynccontextmanager
async def acm(tag):
    print("aenter", tag)
    try:
        yield tag * 2
    finally:
        print("aexit", tag)

@asynccontextmanager
async def ano_yield():
    if False:
        yield

@asynccontextmanager
async def atwo():
    yield 1
    yield 2

class AClose:
    async def aclose(self):
        print("aclosed")

class ANamed:
    def __init__(self, n):
        self.n = n
    async def __aenter__(self):
        print("ANamed enter", self.n)
        return self.n
    async def __aexit__(self, *exc):
        print("ANamed exit", self.n, exc[0].__name__ if exc[0] else None)

class Tracer2(AsyncContextDecorator):
    async def __aenter__(self):
        print("atraced enter")
    async def __aexit__(self, *exc):
        print("atraced exit")

@Tracer2()
async def adecorated(x):
    return x + 1

async def main():
    async with acm("q") as v:
        print("inside", v)
    try:
        async with acm("e"):
            raise ValueError("async boom")
    except ValueError as e:
        print("caught", e)
    try:
        async with ano_yield():
            pass
    except RuntimeError as e:
        print("RuntimeError", e)
    try:
        async with atwo():
            pass
    except RuntimeError as e:
        print("RuntimeError", e)
    async with aclosing(AClose()) as c:
        print(type(c).__name__)
    async with nullcontext(9) as n:
        print("anull", n)
    async with AsyncExitStack() as st:
        a = await st.enter_async_context(ANamed(1))
        b = st.enter_context(Named("sync"))
        st.push_async_callback(asyncio.sleep, 0)
        async def acb(x):
            print("acb", x)
        st.push_async_callback(acb, "arg")
        st.callback(print, "sync cb")
        print("stack", a, b)
    print(log)
    log.clear()
    try:
        async with AsyncExitStack() as st:
            await st.enter_async_context(Named("notasync"))
    except TypeError as e:
        print("TypeError", e)
    print(await adecorated(1))
    async with AsyncExitStack() as st:
        async def suppressor(*exc):
            print("suppressor", exc[0].__name__)
            return True
        st.push_async_exit(suppressor)
        raise KeyError("gone")
    print("after suppress")
    @asynccontextmanager
    async def converts_a():
        try:
            yield
        except KeyError as e:
            raise ValueError("aconv") from e
    try:
        async with converts_a():
            raise KeyError("x")
    except ValueError as e:
        print("aconv", e, type(e.__cause__).__name__)
    @asynccontextmanager
    async def aswallow():
        try:
            yield
        except Exception as e:
            print("aswallowed", e)
    async with aswallow():
        raise ZeroDivisionError("z")
    print("after aswallow")

asyncio.run(main())

async def achain():
    async def bad(e):
        raise e
    try:
        async with AsyncExitStack() as st:
            st.push_async_callback(bad, KeyError("ak"))
            st.callback(raiser, TypeError("at"))
            raise ValueError("abody")
    except BaseException as e:
        chain = []
        while e is not None:
            chain.append(repr(e))
            e = e.__context__
        print(chain)
asyncio.run(achain())
try:
    with ExitStack() as st:
        st.callback(raiser, KeyError("first"))
        st.callback(raiser, TypeError("second"))
except BaseException as e:
    print(repr(e), repr(e.__context__))
st = ExitStack()
st.callback(raiser, KeyError("first"))
try:
    st.__exit__(ValueError, ValueError("manual"), None)
except BaseException as e:
    print(repr(e), repr(e.__context__))
