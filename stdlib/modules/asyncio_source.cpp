// asyncio: CPython 3.11's event loop, futures, tasks and synchronization primitives, written in
// Python so that every task step is an ordinary frame (a host call inside a task pauses the
// whole execution, which then dumps and restores like any other). Time is virtual: the clock
// moves only when no task can run and a timer is due, so runs are deterministic.
//
// Host functions declared async return a future at once (_host_call, called by the VM); when no
// task can run and some host call is unanswered, the loop calls _host_wait, which pauses the
// execution with the batch of new calls (PROTOCOL.md "Asynchronous code") and returns the
// answers the host gave.
#include "stdlib/modules/registry.h"

namespace basilisk::stdlib {

std::string_view asyncio_source() {
    return R"PY(
__all__ = [
    'AbstractEventLoop', 'BoundedSemaphore', 'CancelledError', 'Condition', 'Event',
    'FIRST_COMPLETED', 'FIRST_EXCEPTION', 'ALL_COMPLETED', 'Future', 'InvalidStateError',
    'LifoQueue', 'Lock', 'PriorityQueue', 'Queue', 'QueueEmpty', 'QueueFull', 'Semaphore',
    'Task', 'TaskGroup', 'Timeout', 'TimeoutError', 'all_tasks', 'as_completed', 'create_task',
    'current_task', 'ensure_future', 'gather', 'get_event_loop', 'get_running_loop',
    'iscoroutine', 'iscoroutinefunction', 'isfuture', 'new_event_loop', 'run', 'shield', 'sleep',
    'timeout', 'wait', 'wait_for', 'to_thread', 'Runner',
]

class CancelledError(BaseException):
    """The Future or Task was cancelled."""

class InvalidStateError(Exception):
    """The operation is not allowed in this state."""

class QueueEmpty(Exception):
    """Raised when Queue.get_nowait() is called on an empty Queue."""

class QueueFull(Exception):
    """Raised when the Queue.put_nowait() method is called on a full Queue."""

TimeoutError = TimeoutError

FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'

_PENDING = 'PENDING'
_CANCELLED = 'CANCELLED'
_FINISHED = 'FINISHED'

_running_loop = None
# The task whose step is running, in a one-item list (one loop runs at a time; CPython keeps a
# dict by loop, which would hash the loop twice per step here, and a global statement's store
# costs the loop more than an item store).
_current_task = [None]
_task_counter = 0

# Host calls: every unanswered one by call id (in call order), and those made since the last
# event the host saw (the VM reads and empties _host_new at every event).
_host_pending = {}
_host_new = []
# The calls themselves by id while unanswered, so a host that restored a checkpoint can learn
# every pending call, also those reported at an earlier event (CodeExecution::pending_async_calls).
_host_calls = {}


def iscoroutine(obj):
    return _is_coroutine(obj)


def iscoroutinefunction(func):
    return _is_coroutine_function(func)


def isfuture(obj):
    return getattr(type(obj), '_asyncio_future_blocking', None) is not None


def _get_loop():
    if _running_loop is None:
        raise RuntimeError('no running event loop')
    return _running_loop


def get_running_loop():
    return _get_loop()


def get_event_loop():
    if _running_loop is None:
        return new_event_loop()
    return _running_loop


def new_event_loop():
    return _Loop()


def _format_callbacks(cb):
    return ''


class Handle:
    __slots__ = ('_callback', '_args', '_cancelled', '_loop')

    def __init__(self, callback, args, loop):
        self._callback = callback
        self._args = args
        self._cancelled = False
        self._loop = loop

    def cancel(self):
        self._cancelled = True
        self._callback = None
        self._args = None

    def cancelled(self):
        return self._cancelled

    def _run(self):
        self._callback(*self._args)

    def __repr__(self):
        return '<Handle cancelled>' if self._cancelled else '<Handle>'


class TimerHandle(Handle):
    __slots__ = ('_when', '_seq')

    def __init__(self, when, seq, callback, args, loop):
        Handle.__init__(self, callback, args, loop)
        self._when = when
        self._seq = seq

    def when(self):
        return self._when

    def __repr__(self):
        return '<TimerHandle cancelled when=%r>' % self._when if self._cancelled else '<TimerHandle when=%r>' % self._when


class AbstractEventLoop:
    pass


class _Loop(AbstractEventLoop):
    # _ready holds the Handles call_soon returned and, for the callbacks the loop's own futures
    # and tasks schedule, (callback, argument) pairs: no Handle reaches the program for those,
    # so none can be cancelled, and a pair is one tuple where a Handle is an instance, its
    # attribute dict and an __init__ call (three of them for each task that runs once).
    def __init__(self):
        self._ready = []
        self._timers = []          # TimerHandles sorted by (when, seq)
        self._timer_seq = 0
        self._time = 0.0
        self._running = False
        self._closed = False
        self._stopping = False

    def __repr__(self):
        return '<_UnixSelectorEventLoop running=%s closed=%s debug=False>' % (self._running, self._closed)

    def time(self):
        return self._time

    def is_running(self):
        return self._running

    def is_closed(self):
        return self._closed

    def close(self):
        if self._running:
            raise RuntimeError('Cannot close a running event loop')
        self._closed = True
        self._ready = []
        self._timers = []

    def get_debug(self):
        return False

    def set_debug(self, enabled):
        pass

    def stop(self):
        self._stopping = True

    def _check_closed(self):
        if self._closed:
            raise RuntimeError('Event loop is closed')

    def call_soon(self, callback, *args, context=None):
        if self._closed:
            raise RuntimeError('Event loop is closed')
        h = Handle(callback, args, self)
        self._ready.append(h)
        return h

    def call_later(self, delay, callback, *args, context=None):
        return self.call_at(self._time + delay, callback, *args)

    def call_at(self, when, callback, *args, context=None):
        self._check_closed()
        self._timer_seq += 1
        h = TimerHandle(when, self._timer_seq, callback, args, self)
        timers = self._timers
        i = len(timers)
        while i > 0 and timers[i - 1]._when > when:
            i -= 1
        timers.insert(i, h)
        return h

    def create_future(self):
        return Future(loop=self)

    def run_in_executor(self, executor, func, *args):
        # There are no threads in the sandbox: func runs in a callback of this loop and the
        # future resolves with its result or exception (CPython runs it in an executor's thread).
        self._check_closed()
        fut = self.create_future()

        def _run_in_executor():
            if fut.cancelled():
                return
            try:
                result = func(*args)
            except BaseException as exc:
                fut.set_exception(exc)
            else:
                fut.set_result(result)
        self.call_soon(_run_in_executor)
        return fut

    def create_task(self, coro, *, name=None, context=None):
        if self._closed:   # _check_closed(), inlined
            raise RuntimeError('Event loop is closed')
        return Task(coro, loop=self, name=name)

    def run_until_complete(self, future):
        global _running_loop
        self._check_closed()
        if self._running:
            raise RuntimeError('This event loop is already running')
        if _running_loop is not None:
            raise RuntimeError('Cannot run the event loop while another loop is running')
        new_task = not isfuture(future)
        future = ensure_future(future, loop=self)
        self._running = True
        self._stopping = False
        _running_loop = self
        try:
            while not future.done():
                if self._stopping:
                    break
                self._run_once()
        finally:
            self._running = False
            _running_loop = None
        if not future.done():
            raise RuntimeError('Event loop stopped before Future completed.')
        return future.result()

    def run_forever(self):
        raise RuntimeError('run_forever() is not supported in the sandbox: use run_until_complete()')

    def _run_once(self):
        if not self._ready:
            waiting = False
            for fut in _host_pending.values():   # _host_waiting(), without its frame
                if fut._state is _PENDING:
                    waiting = True
                    break
            if waiting:
                _deliver_host_results(_host_wait())
            elif self._timers:
                t = self._timers[0]._when
                if t > self._time:
                    self._time = t
            elif not self._stopping:
                # Nothing can ever run again: CPython would wait forever.
                self._stopping = True
                return
        timers = self._timers
        now = self._time
        while timers and (timers[0]._cancelled or timers[0]._when <= now):
            h = timers.pop(0)
            if not h._cancelled:
                self._ready.append(h)
        todo = self._ready
        self._ready = []
        for h in todo:
            if type(h) is tuple:
                h[0](h[1])   # a (callback, argument) pair: see _Loop
            elif not h._cancelled:
                h._callback(*h._args)   # Handle._run, without its frame


def _host_waiting():
    for fut in _host_pending.values():
        if fut._state is _PENDING:
            return True
    return False


def _deliver_host_results(results):
    for call_id, ok, value in results:
        fut = _host_pending.pop(call_id, None)
        _host_calls.pop(call_id, None)
        if fut is None or fut._state is not _PENDING:
            continue
        if ok:
            # Future.set_result (the future is _host_call's, a pending Future), inlined.
            fut._result = value
            fut._state = _FINISHED
            if fut._callbacks:
                fut._schedule_callbacks()
        else:
            fut.set_exception(value)


def _host_call(name, call_id, args, kwargs):
    fut = Future(loop=_running_loop)
    fut._host_name = name
    _host_pending[call_id] = fut
    _host_calls[call_id] = (call_id, name, args, kwargs)
    _host_new.append(_host_calls[call_id])
    return fut


async def _await_host(fut):
    return await fut


def _future_loop(fut):
    loop = fut._loop
    if loop is None:
        loop = fut._loop = _get_loop()
    return loop


class Future:
    _asyncio_future_blocking = False
    _loop = None
    _host_name = None
    # What a new future holds (Future.__init__ sets them on the instance; Task.__init__ leaves
    # them to these class defaults, one dict insertion less each, until they change).
    _result = None
    _exception = None
    _cancel_message = None

    def __init__(self, *, loop=None):
        self._loop = loop if loop is not None else _running_loop
        self._state = _PENDING
        self._result = None
        self._exception = None
        self._callbacks = []
        self._cancel_message = None

    def __repr__(self):
        return '<%s %s>' % (type(self).__name__, self._repr_info())

    def _repr_info(self):
        state = self._state.lower()
        if self._state is _FINISHED:
            if self._exception is not None:
                return '%s exception=%r' % (state, self._exception)
            return '%s result=%s' % (state, _short_repr(self._result))
        return state

    def get_loop(self):
        return _future_loop(self)

    def _make_cancelled_error(self):
        if self._cancel_message is None:
            return CancelledError()
        return CancelledError(self._cancel_message)

    def cancel(self, msg=None):
        if self._state is not _PENDING:
            return False
        self._state = _CANCELLED
        self._cancel_message = msg
        self._schedule_callbacks()
        return True

    def _schedule_callbacks(self):
        callbacks = self._callbacks
        if not callbacks:
            return
        self._callbacks = []
        loop = self._loop
        if loop is None:
            loop = _future_loop(self)
        if type(loop) is _Loop:
            # _Loop.call_soon, inlined.
            if loop._closed:
                raise RuntimeError('Event loop is closed')
            ready = loop._ready
            for cb in callbacks:
                ready.append((cb, self))   # see _Loop
            return
        for cb in callbacks:
            loop.call_soon(cb, self)

    def cancelled(self):
        return self._state is _CANCELLED

    def done(self):
        return self._state is not _PENDING

    def result(self):
        if self._state is _CANCELLED:
            raise self._make_cancelled_error()
        if self._state is not _FINISHED:
            raise InvalidStateError('Result is not set.')
        if self._exception is not None:
            raise self._exception
        return self._result

    def exception(self):
        if self._state is _CANCELLED:
            raise self._make_cancelled_error()
        if self._state is not _FINISHED:
            raise InvalidStateError('Exception is not set.')
        return self._exception

    def add_done_callback(self, fn, *, context=None):
        if self._state is not _PENDING:
            _future_loop(self).call_soon(fn, self)
        else:
            self._callbacks.append(fn)

    def remove_done_callback(self, fn):
        kept = [f for f in self._callbacks if f != fn]
        removed = len(self._callbacks) - len(kept)
        if removed:
            self._callbacks[:] = kept
        return removed

    def set_result(self, result):
        if self._state is not _PENDING:
            raise InvalidStateError('invalid state')
        self._result = result
        self._state = _FINISHED
        self._schedule_callbacks()

    def set_exception(self, exception):
        if self._state is not _PENDING:
            raise InvalidStateError('invalid state')
        if isinstance(exception, type):
            exception = exception()
        if type(exception) is StopIteration:
            raise TypeError('StopIteration interacts badly with generators and cannot be raised into a Future')
        self._exception = exception
        self._state = _FINISHED
        self._schedule_callbacks()

    def __await__(self):
        if self._state is _PENDING:
            self._asyncio_future_blocking = True
            yield self
        if self._state is _PENDING:
            raise RuntimeError("await wasn't used with future")
        if self._state is _FINISHED and self._exception is None:
            return self._result   # as CPython's future iterator, which reads the state itself
        return self.result()

    __iter__ = __await__


def _short_repr(v):
    r = repr(v)
    if len(r) > 60:
        r = r[:57] + '...'
    return r


def _set_result_unless_cancelled(fut, result):
    if fut.cancelled():
        return
    fut.set_result(result)


class Task(Future):
    # Defaults until they change (see Future's).
    _must_cancel = False
    _num_cancels_requested = 0

    def __init__(self, coro, *, loop=None, name=None, context=None):
        global _task_counter
        # Future.__init__, inlined: one frame less for each task made (_result, _exception
        # and _cancel_message keep Future's class defaults).
        self._loop = loop if loop is not None else _running_loop
        self._state = _PENDING
        self._callbacks = []
        if type(coro) is Future and coro._host_name is not None:
            # An async host function's call is a coroutine in the host's Python; here it is a
            # future, so create_task(tool()) runs a task that awaits it, as CPython's would.
            coro = _await_host(coro)
        if not _is_coroutine(coro):
            raise TypeError('a coroutine was expected, got %r' % (coro,))
        if self._loop is None:
            self._loop = _get_loop()
        _task_counter += 1
        # An unnamed task keeps its number and formats 'Task-N' only when asked (get_name,
        # repr): formatting a name for each of many short tasks was a large part of creating one.
        self._name = _task_counter if name is None else str(name)
        self._coro = coro
        self._fut_waiter = None
        loop = self._loop
        if type(loop) is _Loop:
            # _Loop.call_soon, inlined.
            if loop._closed:
                raise RuntimeError('Event loop is closed')
            loop._ready.append((self._step, None))   # _step(None) is _step(): see _Loop
        else:
            loop.call_soon(self._step)
        _all_tasks.append(self)   # for all_tasks(): see _compact_tasks
        if len(_all_tasks) > _all_tasks_limit:
            _compact_tasks()

    def _repr_info(self):
        info = Future._repr_info(self)
        if self._must_cancel:
            info = 'cancelling'
        coro = self._coro
        text = "%s name=%r coro=<%s()%s>" % (info.split(' ')[0], self.get_name(), coro.__qualname__,
                                             ' done' if self.done() else ' running')
        if ' ' in info:
            text += info[info.index(' '):]
        return text

    def get_coro(self):
        return self._coro

    def get_name(self):
        name = self._name
        return 'Task-%d' % name if type(name) is int else name

    def set_name(self, value):
        self._name = str(value)

    def get_loop(self):
        return self._loop

    def set_result(self, result):
        raise RuntimeError('Task does not support set_result operation')

    def set_exception(self, exception):
        raise RuntimeError('Task does not support set_exception operation')

    def cancelling(self):
        return self._num_cancels_requested

    def uncancel(self):
        if self._num_cancels_requested > 0:
            self._num_cancels_requested -= 1
        return self._num_cancels_requested

    def cancel(self, msg=None):
        if self.done():
            return False
        self._num_cancels_requested += 1
        if self._fut_waiter is not None:
            if self._fut_waiter.cancel(msg=msg):
                return True
        self._must_cancel = True
        self._cancel_message = msg
        return True

    def _step(self, exc=None):
        if self._state is not _PENDING:
            raise InvalidStateError('_step(): already done: %r, %r' % (self, exc))
        if self._must_cancel:
            if not isinstance(exc, CancelledError):
                exc = self._make_cancelled_error()
            self._must_cancel = False
        self._fut_waiter = None
        coro = self._coro
        _current_task[0] = self
        try:
            if exc is None:
                result = coro.send(None)
            else:
                result = coro.throw(exc)
        except StopIteration as e:
            if self._must_cancel:
                self._must_cancel = False
                Future.cancel(self, msg=self._cancel_message)
            else:
                # Future.set_result(self, e.value), inlined.
                if self._state is not _PENDING:
                    raise InvalidStateError('invalid state')
                self._result = e.value
                self._state = _FINISHED
                if self._callbacks:
                    self._schedule_callbacks()
        except CancelledError as e:
            self._cancelled_exc = e
            Future.cancel(self, msg=e.args[0] if e.args else None)
        except (KeyboardInterrupt, SystemExit) as e:
            Future.set_exception(self, e)
            raise
        except BaseException as e:
            Future.set_exception(self, e)
        else:
            # A bare yield (sleep(0)) first: getattr(None, ...) would build and drop an
            # AttributeError only to answer None, which leads to the same call_soon.
            if result is None:
                loop = self._loop
                if type(loop) is _Loop and not loop._closed:
                    loop._ready.append((self._step, None))   # call_soon, inlined: see _Loop
                else:
                    loop.call_soon(self._step)
                return
            blocking = getattr(result, '_asyncio_future_blocking', None)
            if blocking is not None:
                if blocking:
                    result._asyncio_future_blocking = False
                    if result._loop is None:
                        result._loop = self._loop
                    result.add_done_callback(self._wakeup)
                    self._fut_waiter = result
                    if self._must_cancel:
                        if self._fut_waiter.cancel(msg=self._cancel_message):
                            self._must_cancel = False
                else:
                    self._loop.call_soon(self._step, RuntimeError(
                        'yield was used instead of yield from in task %r with %r' % (self, result)))
            else:
                self._loop.call_soon(self._step, RuntimeError('Task got bad yield: %r' % (result,)))
        finally:
            _current_task[0] = None

    def _wakeup(self, future):
        cls = type(future)
        if (cls is Future or cls is Task) and future._state is _FINISHED and future._exception is None:
            self._step()   # future.result() would return: skip its frame (CPython's C task does)
            return
        try:
            future.result()
        except BaseException as e:
            self._step(e)
        else:
            self._step()


# Tasks not known to be done, for all_tasks(); finished ones are dropped whenever the list
# doubles, so a program that runs many short tasks keeps only the live ones (CPython: a WeakSet).
_all_tasks = []
_all_tasks_limit = 64


# Task.__init__ appends each task to _all_tasks and calls this when the list passes the limit.
def _compact_tasks():
    global _all_tasks_limit
    _all_tasks[:] = [t for t in _all_tasks if not t.done()]
    _all_tasks_limit = max(64, 2 * len(_all_tasks))


def all_tasks(loop=None):
    if loop is None:
        loop = _get_loop()
    return {t for t in _all_tasks if t._loop is loop and not t.done()}


def current_task(loop=None):
    if loop is None:
        loop = _get_loop()
    task = _current_task[0]
    return task if task is not None and task._loop is loop else None


def create_task(coro, *, name=None, context=None):
    return _get_loop().create_task(coro, name=name)


def ensure_future(coro_or_future, *, loop=None):
    # A coroutine first: it is never a future, and isfuture() on one looks up a missing class
    # attribute (an AttributeError made and dropped).
    if _is_coroutine(coro_or_future):
        if loop is None:
            loop = _get_loop()
        return loop.create_task(coro_or_future)
    if isfuture(coro_or_future):
        return coro_or_future
    if hasattr(type(coro_or_future), '__await__'):
        return ensure_future(_wrap_awaitable(coro_or_future), loop=loop)
    raise TypeError('An asyncio.Future, a coroutine or an awaitable is required')


async def _wrap_awaitable(awaitable):
    return await awaitable


def aw_sleep0():
    # A bare `yield` to the task: sleep(0) lets every other ready task run once. CPython's
    # __sleep0, a types.coroutine generator: the aw_ prefix makes it one (stdlib/modules/
    # registry.cpp), so `await` runs it directly, with no awaitable object and __await__ call.
    yield


async def sleep(delay, result=None):
    if delay <= 0:
        await aw_sleep0()
        return result
    loop = _get_loop()
    future = loop.create_future()
    h = loop.call_later(delay, _set_result_unless_cancelled, future, result)
    try:
        return await future
    finally:
        h.cancel()


def run(main, *, debug=None):
    global _task_counter
    if _running_loop is not None:
        raise RuntimeError('asyncio.run() cannot be called from a running event loop')
    if not _is_coroutine(main):
        raise ValueError('a coroutine was expected, got %r' % (main,))
    loop = _Loop()
    try:
        task = loop.create_task(main)
        return loop.run_until_complete(task)
    finally:
        # CPython's runner makes two more tasks as it shuts down (async generators, executor).
        _task_counter += 2
        loop._closed = True


async def to_thread(func, /, *args, **kwargs):
    """Run func(*args, **kwargs) as loop.run_in_executor does: here in a callback of the
    running loop, there being no threads in the sandbox."""
    loop = get_running_loop()
    return await loop.run_in_executor(None, lambda: func(*args, **kwargs))


class Runner:
    """A context manager that runs coroutines on one event loop (CPython 3.11's)."""

    def __init__(self, *, debug=None, loop_factory=None):
        self._loop = None
        self._state = 'created'

    def __enter__(self):
        self._lazy_init()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.close()

    def close(self):
        if self._state != 'initialized':
            return
        self._loop.close()
        self._loop = None
        self._state = 'closed'

    def get_loop(self):
        self._lazy_init()
        return self._loop

    def run(self, coro, *, context=None):
        if not _is_coroutine(coro):
            raise ValueError("a coroutine was expected, got {!r}".format(coro))
        if _running_loop is not None:
            raise RuntimeError("Runner.run() cannot be called from a running event loop")
        self._lazy_init()
        return self._loop.run_until_complete(self._loop.create_task(coro))

    def _lazy_init(self):
        if self._state == 'closed':
            raise RuntimeError("Runner is closed")
        if self._state == 'initialized':
            return
        self._loop = _Loop()
        self._state = 'initialized'


def _run_main(coro):
    # The sandbox's code with top-level await: its module body is a coroutine, run as a task of
    # a fresh loop (as `python -m asyncio` runs what it is given).
    loop = _Loop()
    try:
        return loop.run_until_complete(loop.create_task(coro))
    finally:
        loop._closed = True


class _GatheringFuture(Future):
    def __init__(self, children, *, loop):
        Future.__init__(self, loop=loop)
        self._children = children
        self._cancel_requested = False

    def cancel(self, msg=None):
        if self.done():
            return False
        ret = False
        for child in self._children:
            if child.cancel(msg=msg):
                ret = True
        if ret:
            self._cancel_requested = True
        return ret


def gather(*coros_or_futures, return_exceptions=False):
    if not coros_or_futures:
        loop = _get_loop()
        outer = loop.create_future()
        outer.set_result([])
        return outer

    nfinished = 0
    outer = None

    def _done_callback(fut):
        nonlocal nfinished
        nfinished += 1
        if outer is None or outer._state is not _PENDING:   # outer.done(): our own class
            return
        # A Task (exactly: a subclass may override the accessors) that finished with a result:
        # neither cancelled() nor exception() can answer anything but False and None.
        succeeded = type(fut) is Task and fut._state is _FINISHED and fut._exception is None
        if not return_exceptions and not succeeded:
            if fut.cancelled():
                outer.set_exception(fut._make_cancelled_error())
                return
            exc = fut.exception()
            if exc is not None:
                outer.set_exception(exc)
                return
        if nfinished == nfuts:
            results = []
            for f in children:
                if type(f) is Task and f._state is _FINISHED and f._exception is None:
                    results.append(f._result)   # f.result(), as above
                    continue
                if f.cancelled():
                    res = f._make_cancelled_error()
                else:
                    res = f.exception()
                    if res is None:
                        res = f.result()
                results.append(res)
            if outer._cancel_requested:
                outer.set_exception(fut._make_cancelled_error())
            else:
                outer.set_result(results)

    arg_to_fut = {}
    children = []
    nfuts = 0
    loop = None
    for arg in coros_or_futures:
        if arg not in arg_to_fut:
            if _is_coroutine(arg):
                # ensure_future(arg, loop=loop), inlined for the usual case.
                if loop is None:
                    loop = _get_loop()
                if type(loop) is _Loop:
                    # _Loop.create_task, inlined.
                    if loop._closed:
                        raise RuntimeError('Event loop is closed')
                    fut = Task(arg, loop=loop)
                else:
                    fut = loop.create_task(arg)
            else:
                fut = ensure_future(arg, loop=loop)
                if loop is None:
                    loop = _future_loop(fut)
            if fut is not arg:
                fut._log_destroy_pending = False
            nfuts += 1
            arg_to_fut[arg] = fut
            if type(fut) is Task and fut._state is _PENDING:
                fut._callbacks.append(_done_callback)   # add_done_callback, inlined
            else:
                fut.add_done_callback(_done_callback)
        else:
            fut = arg_to_fut[arg]
        children.append(fut)
    outer = _GatheringFuture(children, loop=loop)
    return outer


def shield(arg):
    inner = ensure_future(arg)
    if inner.done():
        return inner
    loop = _future_loop(inner)
    outer = loop.create_future()

    def _inner_done_callback(inner):
        if outer.cancelled():
            return
        if inner.cancelled():
            outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                outer.set_exception(exc)
            else:
                outer.set_result(inner.result())

    def _outer_done_callback(outer):
        if not inner.done():
            inner.remove_done_callback(_inner_done_callback)

    inner.add_done_callback(_inner_done_callback)
    outer.add_done_callback(_outer_done_callback)
    return outer


def _release_waiter(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)


async def _cancel_and_wait(fut):
    loop = _get_loop()
    waiter = loop.create_future()
    cb = lambda f: _release_waiter(waiter)
    fut.add_done_callback(cb)
    try:
        fut.cancel()
        await waiter
    finally:
        fut.remove_done_callback(cb)


async def wait_for(fut, timeout):
    loop = _get_loop()
    if timeout is None:
        return await fut
    if timeout <= 0:
        fut = ensure_future(fut, loop=loop)
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    waiter = loop.create_future()
    timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    cb = lambda f: _release_waiter(waiter)
    fut = ensure_future(fut, loop=loop)
    fut.add_done_callback(cb)
    try:
        try:
            await waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            else:
                fut.remove_done_callback(cb)
                await _cancel_and_wait(fut)
                raise
        if fut.done():
            return fut.result()
        else:
            fut.remove_done_callback(cb)
            await _cancel_and_wait(fut)
            try:
                return fut.result()
            except CancelledError as exc:
                raise TimeoutError() from exc
    finally:
        timeout_handle.cancel()


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    if isfuture(fs) or _is_coroutine(fs):
        raise TypeError('expect a list of futures, not %s' % type(fs).__name__)
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError('Invalid return_when value: %s' % (return_when,))
    fs = set(fs)
    if any(_is_coroutine(f) for f in fs):
        raise TypeError('Passing coroutines is forbidden, use tasks explicitly.')
    loop = _get_loop()
    fs = {ensure_future(f, loop=loop) for f in fs}
    return await _wait(fs, timeout, return_when, loop)


async def _wait(fs, timeout, return_when, loop):
    waiter = loop.create_future()
    timeout_handle = None
    if timeout is not None:
        timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    counter = len(fs)

    def _on_completion(f):
        nonlocal counter
        counter -= 1
        if (counter <= 0 or return_when == FIRST_COMPLETED or
                return_when == FIRST_EXCEPTION and (not f.cancelled() and f.exception() is not None)):
            if timeout_handle is not None:
                timeout_handle.cancel()
            if not waiter.done():
                waiter.set_result(None)

    for f in fs:
        f.add_done_callback(_on_completion)
    try:
        await waiter
    finally:
        if timeout_handle is not None:
            timeout_handle.cancel()
        for f in fs:
            f.remove_done_callback(_on_completion)
    done, pending = set(), set()
    for f in fs:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending


def as_completed(fs, *, timeout=None):
    if isfuture(fs) or _is_coroutine(fs):
        raise TypeError('expect an iterable of futures, not %s' % type(fs).__name__)
    loop = _get_loop()
    todo = {ensure_future(f, loop=loop) for f in set(fs)}
    done = []
    timeout_handle = None

    def _on_timeout():
        for f in todo:
            f.remove_done_callback(_on_completion)
            done.append(None)
        todo.clear()

    def _on_completion(f):
        if not todo:
            return
        todo.remove(f)
        done.append(f)
        if not todo and timeout_handle is not None:
            timeout_handle.cancel()
        for w in waiters:
            if not w.done():
                w.set_result(None)
        waiters.clear()

    waiters = []

    async def _wait_for_one():
        while not done:
            w = loop.create_future()
            waiters.append(w)
            await w
        f = done.pop(0)
        if f is None:
            raise TimeoutError
        return f.result()

    for f in todo:
        f.add_done_callback(_on_completion)
    if todo and timeout is not None:
        timeout_handle = loop.call_later(timeout, _on_timeout)
    for _ in range(len(todo)):
        yield _wait_for_one()


class Timeout:
    def __init__(self, when):
        self._when = when
        self._state = 'created'
        self._timeout_handler = None
        self._task = None

    def when(self):
        return self._when

    def reschedule(self, when):
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
        self._when = when
        if when is None:
            self._timeout_handler = None
        else:
            loop = _get_loop()
            if when <= loop.time():
                self._timeout_handler = loop.call_soon(self._on_timeout)
            else:
                self._timeout_handler = loop.call_at(when, self._on_timeout)

    def expired(self):
        return self._state in ('expiring', 'expired')

    def __repr__(self):
        return '<Timeout [%s]%s>' % (self._state, ' when=%s' % self._when if self._state == 'entered' else '')

    async def __aenter__(self):
        self._state = 'entered'
        self._task = current_task()
        self._cancelling = self._task.cancelling()
        if self._task is None:
            raise RuntimeError('Timeout should be used inside a task')
        self.reschedule(self._when)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
            self._timeout_handler = None
        if self._state == 'expiring':
            self._state = 'expired'
            if self._task.uncancel() <= self._cancelling and exc_type is CancelledError:
                raise TimeoutError from exc_val
        elif self._state == 'entered':
            self._state = 'exited'
        return None

    def _on_timeout(self):
        self._task.cancel()
        self._state = 'expiring'
        self._timeout_handler = None


def timeout(delay):
    loop = _get_loop()
    return Timeout(loop.time() + delay if delay is not None else None)


def timeout_at(when):
    return Timeout(when)


class TaskGroup:
    def __init__(self):
        self._entered = False
        self._exiting = False
        self._aborting = False
        self._loop = None
        self._parent_task = None
        self._parent_cancel_requested = False
        self._tasks = set()
        self._errors = []
        self._base_error = None
        self._on_completed_fut = None

    def __repr__(self):
        return '<TaskGroup%s>' % (' entered' if self._entered else '')

    async def __aenter__(self):
        if self._entered:
            raise RuntimeError('TaskGroup %r has been already entered' % (self,))
        self._entered = True
        self._loop = _get_loop()
        self._parent_task = current_task()
        if self._parent_task is None:
            raise RuntimeError('TaskGroup %r cannot determine the parent task' % (self,))
        return self

    async def __aexit__(self, et, exc, tb):
        self._exiting = True
        propagate_cancellation_error = None
        if exc is not None and self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        if et is CancelledError:
            if self._parent_cancel_requested and not self._parent_task.uncancel():
                et = None
            propagate_cancellation_error = exc
        if et is not None:
            if not self._aborting:
                self._abort()
        while self._tasks:
            if self._on_completed_fut is None:
                self._on_completed_fut = self._loop.create_future()
            try:
                await self._on_completed_fut
            except CancelledError as ex:
                if not self._aborting:
                    propagate_cancellation_error = ex
                    self._abort()
            self._on_completed_fut = None
        if self._base_error is not None:
            raise self._base_error
        if propagate_cancellation_error and not self._errors:
            raise propagate_cancellation_error
        if et is not None and et is not CancelledError:
            self._errors.append(exc)
        if self._errors:
            errors = self._errors
            self._errors = None
            raise BaseExceptionGroup('unhandled errors in a TaskGroup', errors)

    def create_task(self, coro, *, name=None, context=None):
        if not self._entered:
            raise RuntimeError('TaskGroup %r has not been entered' % (self,))
        if self._exiting and not self._tasks:
            raise RuntimeError('TaskGroup %r is finished' % (self,))
        if self._aborting:
            raise RuntimeError('TaskGroup %r is shutting down' % (self,))
        task = self._loop.create_task(coro, name=name)
        if task.done():
            self._on_task_done(task)
        else:
            self._tasks.add(task)
            task.add_done_callback(self._on_task_done)
        return task

    def _is_base_error(self, exc):
        return isinstance(exc, (SystemExit, KeyboardInterrupt))

    def _abort(self):
        self._aborting = True
        for t in self._tasks:
            if not t.done():
                t.cancel()

    def _on_task_done(self, task):
        self._tasks.discard(task)
        if self._on_completed_fut is not None and not self._tasks:
            if not self._on_completed_fut.done():
                self._on_completed_fut.set_result(True)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is None:
            return
        self._errors.append(exc)
        if self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        if self._parent_task.done():
            return
        if not self._aborting and not self._parent_cancel_requested:
            self._abort()
            self._parent_cancel_requested = True
            self._parent_task.cancel()


class _ContextManagerMixin:
    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class Lock(_ContextManagerMixin):
    def __init__(self):
        self._waiters = None
        self._locked = False

    def __repr__(self):
        extra = 'locked' if self._locked else 'unlocked'
        if self._waiters:
            extra = '%s, waiters:%d' % (extra, len(self._waiters))
        return '<asyncio.locks.Lock object [%s]>' % extra

    def locked(self):
        return self._locked

    async def acquire(self):
        if not self._locked and (self._waiters is None or all(w.cancelled() for w in self._waiters)):
            self._locked = True
            return True
        if self._waiters is None:
            self._waiters = []
        fut = _get_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not self._locked:
                self._wake_up_first()
            raise
        self._locked = True
        return True

    def release(self):
        if self._locked:
            self._locked = False
            self._wake_up_first()
        else:
            raise RuntimeError('Lock is not acquired.')

    def _wake_up_first(self):
        if not self._waiters:
            return
        fut = self._waiters[0]
        if not fut.done():
            fut.set_result(True)


class Event:
    def __init__(self):
        self._waiters = []
        self._value = False

    def __repr__(self):
        extra = 'set' if self._value else 'unset'
        if self._waiters:
            extra = '%s, waiters:%d' % (extra, len(self._waiters))
        return '<asyncio.locks.Event object [%s]>' % extra

    def is_set(self):
        return self._value

    def set(self):
        if not self._value:
            self._value = True
            for fut in self._waiters:
                if not fut.done():
                    fut.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if self._value:
            return True
        fut = _get_loop().create_future()
        self._waiters.append(fut)
        try:
            await fut
            return True
        finally:
            self._waiters.remove(fut)


class Condition(_ContextManagerMixin):
    def __init__(self, lock=None):
        if lock is None:
            lock = Lock()
        self._lock = lock
        self.locked = lock.locked
        self.acquire = lock.acquire
        self.release = lock.release
        self._waiters = []

    def __repr__(self):
        extra = 'locked' if self.locked() else 'unlocked'
        if self._waiters:
            extra = '%s, waiters:%d' % (extra, len(self._waiters))
        return '<asyncio.locks.Condition object [%s]>' % extra

    async def wait(self):
        if not self.locked():
            raise RuntimeError('cannot wait on un-acquired lock')
        self.release()
        try:
            fut = _get_loop().create_future()
            self._waiters.append(fut)
            try:
                await fut
                return True
            finally:
                self._waiters.remove(fut)
        finally:
            err = None
            while True:
                try:
                    await self.acquire()
                    break
                except CancelledError as e:
                    err = e
            if err is not None:
                raise err

    async def wait_for(self, predicate):
        result = predicate()
        while not result:
            await self.wait()
            result = predicate()
        return result

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError('cannot notify on un-acquired lock')
        idx = 0
        for fut in self._waiters:
            if idx >= n:
                break
            if not fut.done():
                idx += 1
                fut.set_result(False)

    def notify_all(self):
        self.notify(len(self._waiters))


class Semaphore(_ContextManagerMixin):
    def __init__(self, value=1):
        if value < 0:
            raise ValueError('Semaphore initial value must be >= 0')
        self._waiters = None
        self._value = value

    def __repr__(self):
        extra = 'locked' if self.locked() else 'unlocked, value:%d' % self._value
        if self._waiters:
            extra = '%s, waiters:%d' % (extra, len(self._waiters))
        return '<asyncio.locks.%s object [%s]>' % (type(self).__name__, extra)

    def locked(self):
        return self._value == 0 or (any(not w.cancelled() for w in (self._waiters or ())))

    async def acquire(self):
        if not self.locked():
            self._value -= 1
            return True
        if self._waiters is None:
            self._waiters = []
        fut = _get_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not fut.cancelled():
                self._value += 1
                self._wake_up_next()
            raise
        if self._value > 0:
            self._wake_up_next()
        return True

    def release(self):
        self._value += 1
        self._wake_up_next()

    def _wake_up_next(self):
        if not self._waiters:
            return False
        for fut in self._waiters:
            if not fut.done():
                self._value -= 1
                fut.set_result(True)
                return True
        return False


class BoundedSemaphore(Semaphore):
    def __init__(self, value=1):
        self._bound_value = value
        Semaphore.__init__(self, value)

    def release(self):
        if self._value >= self._bound_value:
            raise ValueError('BoundedSemaphore released too many times')
        Semaphore.release(self)


class Queue:
    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = []
        self._putters = []
        self._unfinished_tasks = 0
        self._finished = Event()
        self._finished.set()
        self._init(maxsize)

    def _init(self, maxsize):
        # A list read from a moving head (compacted as it passes half): O(1) per item, where
        # pop(0) made a long queue quadratic. CPython uses a collections.deque.
        self._queue = []
        self._head = 0

    def _get(self):
        q = self._queue
        head = self._head
        item = q[head]
        q[head] = None
        head += 1
        if head > 32 and head * 2 > len(q):
            del q[:head]
            head = 0
        self._head = head
        return item

    def _put(self, item):
        self._queue.append(item)

    def _wakeup_next(self, waiters):
        while waiters:
            waiter = waiters.pop(0)
            if not waiter.done():
                waiter.set_result(None)
                break

    def __repr__(self):
        return '<%s maxsize=%r%s>' % (type(self).__name__, self._maxsize, self._format())

    def _format(self):
        result = ''
        if self.qsize():
            result += ' _queue=%r' % (list(self._queue[self._head:]),)
        if self._getters:
            result += ' _getters[%d]' % len(self._getters)
        if self._putters:
            result += ' _putters[%d]' % len(self._putters)
        if self._unfinished_tasks:
            result += ' tasks=%d' % self._unfinished_tasks
        return result

    def qsize(self):
        return len(self._queue) - self._head

    @property
    def maxsize(self):
        return self._maxsize

    def empty(self):
        return len(self._queue) == self._head

    def full(self):
        if self._maxsize <= 0:
            return False
        return self.qsize() >= self._maxsize

    async def put(self, item):
        if type(self) is Queue and self._maxsize <= 0:
            # put_nowait on an unbounded plain Queue (never full), inlined: a subclass may
            # override any of the methods, so it takes the general path below.
            self._queue.append(item)
            self._unfinished_tasks += 1
            self._finished._value = False   # Event.clear()
            if self._getters:
                self._wakeup_next(self._getters)
            return None
        while self.full():
            putter = _get_loop().create_future()
            self._putters.append(putter)
            try:
                await putter
            except:
                putter.cancel()
                try:
                    self._putters.remove(putter)
                except ValueError:
                    pass
                if not self.full() and not putter.cancelled():
                    self._wakeup_next(self._putters)
                raise
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished_tasks += 1
        self._finished.clear()
        self._wakeup_next(self._getters)

    async def get(self):
        if type(self) is Queue and len(self._queue) != self._head:
            # get_nowait on a plain Queue that holds an item, inlined with _get (see put).
            q = self._queue
            head = self._head
            item = q[head]
            q[head] = None
            head += 1
            if head > 32 and head * 2 > len(q):
                del q[:head]
                head = 0
            self._head = head
            if self._putters:
                self._wakeup_next(self._putters)
            return item
        while self.empty():
            getter = _get_loop().create_future()
            self._getters.append(getter)
            try:
                await getter
            except:
                getter.cancel()
                try:
                    self._getters.remove(getter)
                except ValueError:
                    pass
                if not self.empty() and not getter.cancelled():
                    self._wakeup_next(self._getters)
                raise
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        item = self._get()
        self._wakeup_next(self._putters)
        return item

    def task_done(self):
        if self._unfinished_tasks <= 0:
            raise ValueError('task_done() called too many times')
        self._unfinished_tasks -= 1
        if self._unfinished_tasks == 0:
            self._finished.set()

    async def join(self):
        if self._unfinished_tasks > 0:
            await self._finished.wait()


def _heap_push(heap, item):
    heap.append(item)
    i = len(heap) - 1
    while i > 0:
        parent = (i - 1) >> 1
        if heap[i] < heap[parent]:
            heap[i], heap[parent] = heap[parent], heap[i]
            i = parent
        else:
            break


def _heap_pop(heap):
    last = heap.pop()
    if not heap:
        return last
    top = heap[0]
    heap[0] = last
    n = len(heap)
    i = 0
    while True:
        child = 2 * i + 1
        if child >= n:
            break
        if child + 1 < n and heap[child + 1] < heap[child]:
            child += 1
        if heap[child] < heap[i]:
            heap[i], heap[child] = heap[child], heap[i]
            i = child
        else:
            break
    return top


class PriorityQueue(Queue):
    def _put(self, item):
        _heap_push(self._queue, item)

    def _get(self):
        return _heap_pop(self._queue)


class LifoQueue(Queue):
    def _get(self):
        return self._queue.pop()
)PY";
}

}  // namespace basilisk::stdlib
