// contextlib: contextmanager, asynccontextmanager, suppress, nullcontext, closing, aclosing,
// ExitStack, AsyncExitStack, the AbstractContextManager/AbstractAsyncContextManager ABCs
// (structural isinstance), ContextDecorator, AsyncContextDecorator. chdir and redirect_* are
// deliberately absent. Plain Python: generator managers drive their generator with
// next()/throw() from ordinary frames, and exit stacks call their callbacks from a Python
// loop, so a host call anywhere inside pauses normally. Natives (traceback.cpp): _tb_mark and
// _tb_reset trim the traceback of a body exception that comes back out of the generator;
// traceback._handled gives the exception being handled, which exit stacks need to splice
// the context chain of exceptions raised by their callbacks.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view contextlib_source() {
    return R"PY(
__all__ = ["asynccontextmanager", "contextmanager", "closing", "nullcontext",
           "AbstractContextManager", "AbstractAsyncContextManager",
           "AsyncExitStack", "ContextDecorator", "ExitStack",
           "suppress", "aclosing"]

# Deliberately absent: chdir and redirect_stdout/redirect_stderr (scripts have no working
# directory or process-wide streams to swap here).

from abc import ABC, abstractmethod
from functools import wraps


def _defines_all(klass, names):
    # Structural check behind the abstract bases' isinstance(): every name must be present
    # on the class, and a class may opt out by setting one of them to None.
    for name in names:
        if getattr(klass, name, None) is None:
            return NotImplemented
    return True


class AbstractContextManager(ABC):
    __class_getitem__ = classmethod(type(list[int]))   # X[int] is a types.GenericAlias

    __slots__ = ()

    def __enter__(self):
        return self

    @abstractmethod
    def __exit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, C):
        # Only the base itself answers structurally; subclasses are nominal.
        if cls is not AbstractContextManager:
            return NotImplemented
        return _defines_all(C, ("__enter__", "__exit__"))


class AbstractAsyncContextManager(ABC):
    __class_getitem__ = classmethod(type(list[int]))   # X[int] is a types.GenericAlias

    __slots__ = ()

    async def __aenter__(self):
        return self

    @abstractmethod
    async def __aexit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is not AbstractAsyncContextManager:
            return NotImplemented
        return _defines_all(C, ("__aenter__", "__aexit__"))


class ContextDecorator:

    def _recreate_cm(self):
        # One-shot managers (the generator-based ones) hand out a fresh copy per call;
        # everything else is reusable and returns itself.
        return self

    def __call__(self, func):
        factory = self._recreate_cm

        @wraps(func)
        def run_inside(*a, **kw):
            with factory():
                return func(*a, **kw)
        return run_inside


class AsyncContextDecorator:

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        factory = self._recreate_cm

        @wraps(func)
        async def run_inside(*a, **kw):
            async with factory():
                return await func(*a, **kw)
        return run_inside


# --- generator-based managers -------------------------------------------------------------
#
# The generator is driven with next()/throw() from ordinary Python frames, so a host call
# made inside the generator or inside the `with` body pauses like any other call.
#
# When the body's exception comes back out of the generator unchanged, its traceback is cut
# back (natives _tb_mark/_tb_reset) to what it was before being thrown in, so the report
# points at the body and not at the generator or at __exit__.

def _came_back_unchanged(raised, sent, stop_kinds):
    # The generator let `sent` escape: either as itself, or (PEP 479) as the RuntimeError
    # that wraps a StopIteration-like exception leaving a generator frame.
    if raised is sent:
        return True
    return (isinstance(raised, RuntimeError) and raised.__cause__ is sent
            and isinstance(sent, stop_kinds))


class _GenManagerCommon:

    def __init__(self, fn, args, kwds):
        # gen/func/args/kwds keep their customary names: code in the wild pokes at cm.gen.
        self.func = fn
        self.args = args
        self.kwds = kwds
        self.gen = fn(*args, **kwds)
        doc = fn.__doc__
        if doc is not None:
            self.__doc__ = doc

    def _recreate_cm(self):
        return type(self)(self.func, self.args, self.kwds)


class _GeneratorContextManager(_GenManagerCommon, AbstractContextManager,
                               ContextDecorator):

    def __enter__(self):
        # A one-shot manager: entering drops what _recreate_cm would need, so entering it
        # again fails on the missing 'args' (AttributeError), as in CPython.
        del self.args, self.kwds, self.func
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, exc_type, value, tb):
        if exc_type is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            raise RuntimeError("generator didn't stop")
        if value is None:
            value = exc_type()
        depth = _tb_mark(value)
        try:
            self.gen.throw(value)
        except StopIteration as finished:
            # The generator returned: it handled the exception, unless the body's own
            # StopIteration is what surfaced.
            return finished is not value
        except BaseException as raised:
            if not _came_back_unchanged(raised, value, StopIteration):
                raise
            value.__traceback__ = tb
            _tb_reset(value, depth)
            return False
        raise RuntimeError("generator didn't stop after throw()")


class _AsyncGeneratorContextManager(_GenManagerCommon, AbstractAsyncContextManager,
                                    AsyncContextDecorator):

    async def __aenter__(self):
        del self.args, self.kwds, self.func
        try:
            return await self.gen.__anext__()
        except StopAsyncIteration:
            raise RuntimeError("generator didn't yield") from None

    async def __aexit__(self, exc_type, value, tb):
        if exc_type is None:
            try:
                await self.gen.__anext__()
            except StopAsyncIteration:
                return False
            raise RuntimeError("generator didn't stop")
        if value is None:
            value = exc_type()
        depth = _tb_mark(value)
        try:
            await self.gen.athrow(value)
        except StopAsyncIteration as finished:
            return finished is not value
        except BaseException as raised:
            if not _came_back_unchanged(raised, value, (StopIteration, StopAsyncIteration)):
                raise
            _tb_reset(value, depth)
            return False
        raise RuntimeError("generator didn't stop after athrow()")


def contextmanager(func):
    @wraps(func)
    def make_manager(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return make_manager


def asynccontextmanager(func):
    @wraps(func)
    def make_manager(*args, **kwds):
        return _AsyncGeneratorContextManager(func, args, kwds)
    return make_manager


# --- small managers -----------------------------------------------------------------------

class closing(AbstractContextManager):

    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class aclosing(AbstractAsyncContextManager):

    def __init__(self, thing):
        self.thing = thing

    async def __aenter__(self):
        return self.thing

    async def __aexit__(self, *exc_info):
        await self.thing.aclose()


class suppress(AbstractContextManager):

    def __init__(self, *exceptions):
        self._kinds = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        if exctype is None:
            return False
        return issubclass(exctype, self._kinds)


class nullcontext(AbstractContextManager, AbstractAsyncContextManager):

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass

    async def __aenter__(self):
        return self.enter_result

    async def __aexit__(self, *excinfo):
        pass


# --- exit stacks --------------------------------------------------------------------------
#
# Each entry of _stack is (needs_await, fn); fn takes the (type, value, traceback) triple and
# returns true to swallow the exception. Entries run last-in first-out.

_handled_now = None


def _ambient_exception():
    # The exception the caller was already handling when the stack began to unwind (what
    # sys.exc_info() would say). Only needed when a callback fails, so the native is looked
    # up lazily.
    global _handled_now
    if _handled_now is None:
        from traceback import _handled
        _handled_now = _handled
    return _handled_now()


def _relink(failure, previous, ambient, at_end=False):
    # A callback raised `failure` while `previous` (or nothing) was propagating. Its implicit
    # __context__ chain points at whatever the caller was handling; splice `previous` in at
    # that spot, so the chain reads failure -> previous -> ... as nested with-statements give.
    node = failure
    while True:
        nxt = node.__context__
        if nxt is previous:
            return
        if nxt is None:
            if at_end:
                node.__context__ = previous
            return
        if nxt is ambient:
            node.__context__ = previous
            return
        node = nxt


def _raise_as_is(exc):
    # Re-raising from inside __exit__ would make the handled exception exc's context; keep the
    # chain the unwinding loop built.
    keep = exc.__context__
    try:
        raise exc
    except BaseException:
        exc.__context__ = keep
        raise


def _as_callback(fn, args, kwds):
    def ignore_exc_and_call(exc_type, exc, tb):
        fn(*args, **kwds)
    ignore_exc_and_call.__wrapped__ = fn
    return ignore_exc_and_call


def _as_async_callback(fn, args, kwds):
    async def ignore_exc_and_await(exc_type, exc, tb):
        await fn(*args, **kwds)
    ignore_exc_and_await.__wrapped__ = fn
    return ignore_exc_and_await


class _BaseExitStack:

    def __init__(self):
        self._stack = []

    def pop_all(self):
        other = type(self)()
        other._stack, self._stack = self._stack, []
        return other

    def push(self, exit):
        kind = type(exit)
        try:
            method = kind.__exit__
        except AttributeError:
            self._stack.append((False, exit))
        else:
            self._stack.append((False, lambda t, v, tb: method(exit, t, v, tb)))
        return exit

    def enter_context(self, cm):
        kind = type(cm)
        try:
            enter = kind.__enter__
            leave = kind.__exit__
        except AttributeError:
            raise TypeError(f"'{kind.__module__}.{kind.__qualname__}' object does "
                            f"not support the context manager protocol") from None
        result = enter(cm)
        self._stack.append((False, lambda t, v, tb: leave(cm, t, v, tb)))
        return result

    def callback(self, callback, /, *args, **kwds):
        self._stack.append((False, _as_callback(callback, args, kwds)))
        return callback


class ExitStack(_BaseExitStack, AbstractContextManager):

    def __enter__(self):
        return self

    def __exit__(self, *exc_details):
        incoming = exc_details[0] is not None
        details = exc_details
        pending = None
        swallowed = False
        stack = self._stack
        while stack:
            fn = stack.pop()[1]
            failure = None
            try:
                if fn(*details):
                    swallowed = True
                    pending = None
                    details = (None, None, None)
            except BaseException as err:
                failure = err
            if failure is not None:
                # (outside the except clause, so the ambient exception is the caller's)
                _relink(failure, details[1], _ambient_exception())
                details = (type(failure), failure, failure.__traceback__)
                pending = failure
        if pending is not None:
            _raise_as_is(pending)
        return incoming and swallowed

    def close(self):
        self.__exit__(None, None, None)


class AsyncExitStack(_BaseExitStack, AbstractAsyncContextManager):

    async def enter_async_context(self, cm):
        kind = type(cm)
        try:
            enter = kind.__aenter__
            leave = kind.__aexit__
        except AttributeError:
            raise TypeError(f"'{kind.__module__}.{kind.__qualname__}' object does "
                            f"not support the asynchronous context manager protocol"
                            ) from None
        result = await enter(cm)
        self._stack.append((True, lambda t, v, tb: leave(cm, t, v, tb)))
        return result

    def push_async_exit(self, exit):
        kind = type(exit)
        try:
            method = kind.__aexit__
        except AttributeError:
            self._stack.append((True, exit))
        else:
            self._stack.append((True, lambda t, v, tb: method(exit, t, v, tb)))
        return exit

    def push_async_callback(self, callback, /, *args, **kwds):
        self._stack.append((True, _as_async_callback(callback, args, kwds)))
        return callback

    async def aclose(self):
        await self.__aexit__(None, None, None)

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc_details):
        incoming = exc_details[0] is not None
        details = exc_details
        pending = None
        swallowed = False
        stack = self._stack
        while stack:
            needs_await, fn = stack.pop()
            failure = None
            try:
                verdict = fn(*details)
                if needs_await:
                    verdict = await verdict
                if verdict:
                    swallowed = True
                    pending = None
                    details = (None, None, None)
            except BaseException as err:
                failure = err
            if failure is not None:
                # Coroutines here do not see the exception their awaiter is handling, so
                # failures arrive with no implicit context at all: link at the chain's end.
                ambient = _ambient_exception()
                _relink(failure, details[1], ambient, ambient is None)
                details = (type(failure), failure, failure.__traceback__)
                pending = failure
        if pending is not None:
            _raise_as_is(pending)
        return incoming and swallowed
)PY";
}

}  // namespace basilisk::stdlib
