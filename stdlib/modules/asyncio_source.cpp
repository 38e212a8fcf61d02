// asyncio for the sandbox, written in Python so that every task step is an ordinary frame: a host
// call inside a task pauses the whole execution, which then dumps and restores like any other
// (the loop, its ready list, timers and tasks are plain objects). One loop class runs rounds: the
// callbacks ready at the start of a round run in order, so task steps and done callbacks
// interleave as CPython's do. Time is virtual: the clock jumps to the next timer only when
// nothing is ready and no host answer is awaited, so runs are deterministic.
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
    'timeout', 'timeout_at', 'wait', 'wait_for', 'to_thread', 'Runner', 'set_event_loop',
    'Barrier', 'BrokenBarrierError',
]

# Everything here is plain Python data (lists, dicts, tuples, instances, bound methods and
# closures), so a paused execution -- the loop, its queues and every task -- dumps and restores
# like the rest of the heap.


# A BaseException, so that `except Exception` in user code does not swallow a cancellation.
class CancelledError(BaseException):
    """Raised in a task, or by a future's result(), once it has been cancelled."""


class InvalidStateError(Exception):
    """A future or task is not in the state this operation needs."""


class QueueEmpty(Exception):
    """get_nowait() found the queue empty."""


class QueueFull(Exception):
    """put_nowait() found the queue at its maxsize."""


TimeoutError = TimeoutError

FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'

# A future's state is one of these three strings, compared by identity.
_WAITING = 'PENDING'
_GAVE_UP = 'CANCELLED'
_SETTLED = 'FINISHED'

_running_loop = None
_tasks_made = 0     # numbers the default task names

# ---- Host calls -------------------------------------------------------------------------------
# The VM calls _host_call for every call of an async host function and reads three tables:
#   _host_pending  call id -> its Future, while the host has not answered (in call order)
#   _host_calls    call id -> (call_id, name, args, kwargs), the same calls (a restored host
#                  learns every unanswered call from it)
#   _host_new      the records made since the last event; the VM empties it at each event
# When no task can run and one of those futures is still waited for, the loop calls _host_wait
# (a native host function): the execution pauses, and the host's answers come back as a list
# of (call_id, ok, value) tuples.
_host_pending = {}
_host_calls = {}
_host_new = []


def _host_call(name, call_id, args, kwargs, announced=False):
    # announced: the VM paused at this call already (an awaited call whose answer came with
    # others), so the host has seen it and it is not new.
    fut = Future(loop=_running_loop)
    fut._host_name = name
    record = (call_id, name, args, kwargs)
    _host_pending[call_id] = fut
    _host_calls[call_id] = record
    if not announced:
        _host_new.append(record)
    return fut


def _host_outstanding():
    for fut in _host_pending.values():
        if fut._state is _WAITING:
            return True
    return False


def _settle_host_answers(answers):
    for call_id, ok, value in answers:
        _host_calls.pop(call_id, None)
        fut = _host_pending.pop(call_id, None)
        # A future whose awaiting task was cancelled is already done: the answer is dropped.
        if fut is None or fut._state is not _WAITING:
            continue
        if ok:
            fut.set_result(value)
        else:
            fut.set_exception(value)


async def _await_host(fut):
    return await fut


# ---- Small helpers ----------------------------------------------------------------------------

def iscoroutine(obj):
    return _is_coroutine(obj)


def iscoroutinefunction(func):
    return _is_coroutine_function(func)


def isfuture(obj):
    return getattr(type(obj), '_asyncio_future_blocking', None) is not None


def get_running_loop():
    loop = _running_loop
    if loop is None:
        raise RuntimeError('no running event loop')
    return loop


# The loop get_event_loop() returns outside a running loop (CPython's default policy keeps one
# per thread): made on first use, unless set_event_loop() was called, after which only what it
# set counts (asyncio.run() and Runner set theirs, then None).
_current_loop = None
_current_loop_set = False


def get_event_loop():
    global _current_loop
    if _running_loop is not None:
        return _running_loop
    if _current_loop is None:
        if _current_loop_set:
            raise RuntimeError("There is no current event loop in thread 'MainThread'.")
        set_event_loop(_SandboxLoop())
    return _current_loop


def set_event_loop(loop):
    global _current_loop, _current_loop_set
    if loop is not None and not isinstance(loop, AbstractEventLoop):
        raise TypeError("loop must be an instance of AbstractEventLoop or None, not '%s'"
                        % type(loop).__name__)
    _current_loop = loop
    _current_loop_set = True


def new_event_loop():
    return _SandboxLoop()


def _clip(text, limit):
    # Cut the middle out of a long text, keeping more of the end, as reprlib does.
    if len(text) <= limit:
        return text
    head = (limit - 3) // 2
    tail = limit - 3 - head
    return text[:head] + '...' + text[len(text) - tail:]


def _brief(value, depth=6):
    # reprlib.repr's output: what a finished future shows as its result.
    kind = type(value)
    if kind is str:
        return _clip(repr(value[:30]), 30)
    if kind is int:
        return _clip(repr(value), 40)
    if kind is list or kind is tuple or kind is set or kind is frozenset:
        if kind is list:
            left, right = '[', ']'
        elif kind is tuple:
            left, right = '(', ')'
        else:
            if not value:
                return repr(value)
            left, right = ('{', '}') if kind is set else ('frozenset({', '})')
            value = sorted(value) if all(type(v) in (int, float, str) for v in value) else list(value)
        if not value:
            return left + right
        if depth <= 0:
            return left + '...' + right
        parts = [_brief(v, depth - 1) for v in value[:6]]
        if len(value) > 6:
            parts.append('...')
        body = ', '.join(parts)
        if kind is tuple and len(value) == 1:
            body += ','
        return left + body + right
    if kind is dict:
        if not value:
            return '{}'
        if depth <= 0:
            return '{...}'
        parts = []
        for k in list(value)[:4]:
            parts.append(_brief(k, depth - 1) + ': ' + _brief(value[k], depth - 1))
        if len(value) > 4:
            parts.append('...')
        return '{' + ', '.join(parts) + '}'
    return _clip(repr(value), 30)


# ---- Handles and the loop ---------------------------------------------------------------------

class Handle:
    __slots__ = ('_fn', '_args', '_cancelled', '_loop')

    def __init__(self, callback, args, loop):
        self._fn = callback
        self._args = args
        self._cancelled = False
        self._loop = loop

    def cancel(self):
        if not self._cancelled:
            self._cancelled = True
            self._fn = None
            self._args = None

    def cancelled(self):
        return self._cancelled

    def _run(self):
        self._fn(*self._args)

    def __repr__(self):
        return '<Handle cancelled>' if self._cancelled else '<Handle>'


class TimerHandle(Handle):
    __slots__ = ('_when',)

    def __init__(self, when, callback, args, loop):
        Handle.__init__(self, callback, args, loop)
        self._when = when

    def when(self):
        return self._when

    def __repr__(self):
        state = ' cancelled' if self._cancelled else ''
        return '<TimerHandle%s when=%r>' % (state, self._when)


def _fire(handle):
    # The ready queue holds (function, argument) pairs; a program's Handle goes through here so
    # that cancelling it after it was queued still stops it.
    if handle._cancelled:
        return
    handle._fn(*handle._args)


class AbstractEventLoop:
    pass


class _SandboxLoop(AbstractEventLoop):
    # There is no I/O and no real time: the loop runs what is ready, else asks the host for the
    # answers some task waits on, else jumps its virtual clock to the earliest timer.
    #   _ready   (function, argument) pairs to call in order; one step of a task is
    #            (task._step, None) and a done callback is (callback, future)
    #   _timers  TimerHandles sorted by deadline (ties keep the order they were made in)
    #   _current the task whose step is running
    #   _tasks   every task of this loop not yet seen done, for all_tasks()
    #   _crowded whether the round now running has more than one callback (the VM lets a lone
    #            task's awaited host call pause in place only when nothing else is left to run)
    _crowded = False

    def __init__(self):
        self._ready = []
        self._timers = []
        self._clock = 0.0
        self._running = False
        self._closed = False
        self._stopping = False
        self._crowded = False
        self._current = None
        self._tasks = []
        self._tasks_cap = 64

    def __repr__(self):
        return '<_UnixSelectorEventLoop running=%s closed=%s debug=False>' % (self._running, self._closed)

    def time(self):
        return self._clock

    def is_running(self):
        return self._running

    def is_closed(self):
        return self._closed

    def get_debug(self):
        return False

    def set_debug(self, enabled):
        pass

    def stop(self):
        self._stopping = True

    def close(self):
        if self._running:
            raise RuntimeError('Cannot close a running event loop')
        self._closed = True
        self._ready = []
        self._timers = []

    def _refuse_if_closed(self):
        if self._closed:
            raise RuntimeError('Event loop is closed')

    def call_soon(self, callback, *args, context=None):
        self._refuse_if_closed()
        handle = Handle(callback, args, self)
        self._ready.append((_fire, handle))
        return handle

    def call_later(self, delay, callback, *args, context=None):
        return self.call_at(self._clock + delay, callback, *args)

    def call_at(self, when, callback, *args, context=None):
        self._refuse_if_closed()
        handle = TimerHandle(when, callback, args, self)
        timers = self._timers
        # Most timers are due after every queued one: search from the end.
        pos = len(timers)
        while pos and timers[pos - 1]._when > when:
            pos -= 1
        timers.insert(pos, handle)
        return handle

    def create_future(self):
        return Future(loop=self)

    def create_task(self, coro, *, name=None, context=None):
        if self._closed:
            raise RuntimeError('Event loop is closed')
        return Task(coro, loop=self, name=name)

    def run_in_executor(self, executor, func, *args):
        # No threads in the sandbox: func runs as one callback of this loop, and the returned
        # future takes its result or its exception.
        self._refuse_if_closed()
        fut = Future(loop=self)
        self._ready.append((_run_for_executor, (fut, func, args)))
        return fut

    def run_forever(self):
        # Runs until stop(); when nothing could ever wake up again it returns (CPython would
        # block forever).
        global _running_loop
        self._refuse_if_closed()
        if self._running:
            raise RuntimeError('This event loop is already running')
        if _running_loop is not None:
            raise RuntimeError('Cannot run the event loop while another loop is running')
        self._running = True
        self._stopping = False
        _running_loop = self
        try:
            while not self._stopping:
                self._turn()
        finally:
            self._running = False
            self._stopping = False
            _running_loop = None

    def run_until_complete(self, future):
        global _running_loop
        self._refuse_if_closed()
        if self._running:
            raise RuntimeError('This event loop is already running')
        if _running_loop is not None:
            raise RuntimeError('Cannot run the event loop while another loop is running')
        future = ensure_future(future, loop=self)
        self._running = True
        self._stopping = False
        _running_loop = self
        try:
            while future._state is _WAITING and not self._stopping:
                self._turn()
        finally:
            self._running = False
            _running_loop = None
        if future._state is _WAITING:
            raise RuntimeError('Event loop stopped before Future completed.')
        return future.result()

    def _turn(self):
        # One round: make something ready if nothing is, then run the batch that is ready now
        # (what those callbacks schedule waits for the next round).
        if not self._ready:
            if _host_outstanding():
                # Answers take no virtual time: ask before the clock moves.
                _settle_host_answers(_host_wait())
            elif self._timers:
                due = self._timers[0]._when
                if due > self._clock:
                    self._clock = due
            else:
                # Nothing could ever wake up again (CPython would block forever).
                self._stopping = True
                return
        timers = self._timers
        if timers:
            now = self._clock
            n = 0
            for h in timers:
                if h._when > now and not h._cancelled:
                    break
                n += 1
            if n:
                ready = self._ready
                for h in timers[:n]:
                    if not h._cancelled:
                        ready.append((_fire, h))
                del timers[:n]
        batch = self._ready
        self._ready = []
        if len(batch) == 1:
            fn, arg = batch[0]
            fn(arg)
            return
        self._crowded = True
        try:
            for fn, arg in batch:
                fn(arg)
        finally:
            self._crowded = False

    def _track_compact(self):
        # Forget finished tasks in bulk once the list has doubled, so many short tasks cost no
        # removal each.
        live = [t for t in self._tasks if t._state is _WAITING]
        self._tasks = live
        self._tasks_cap = max(64, 2 * len(live))


def _run_for_executor(job):
    fut, func, args = job
    if fut._state is not _WAITING:
        return
    try:
        value = func(*args)
    except BaseException as err:
        fut.set_exception(err)
    else:
        fut.set_result(value)


# ---- Future -----------------------------------------------------------------------------------

class Future:
    __class_getitem__ = classmethod(type(list[int]))   # X[int] is a types.GenericAlias
    # Class-level defaults: a Task leaves these unset on the instance until they change.
    _asyncio_future_blocking = False
    _loop = None
    _host_name = None
    _result = None
    _error = None
    _cancel_msg = None

    def __init__(self, *, loop=None):
        self._loop = _running_loop if loop is None else loop
        self._state = _WAITING
        self._callbacks = []

    def __repr__(self):
        return '<%s %s>' % (type(self).__name__, self._describe())

    def _describe(self):
        state = self._state
        if state is _SETTLED:
            if self._error is not None:
                return 'finished exception=%r' % (self._error,)
            return 'finished result=%s' % (_brief(self._result),)
        return state.lower()

    def get_loop(self):
        loop = self._loop
        if loop is None:
            loop = self._loop = get_running_loop()
        return loop

    def _cancel_error(self):
        msg = self._cancel_msg
        return CancelledError() if msg is None else CancelledError(msg)

    def cancel(self, msg=None):
        if self._state is not _WAITING:
            return False
        self._state = _GAVE_UP
        self._cancel_msg = msg
        if self._callbacks:
            self._notify()
        return True

    def _notify(self):
        # Queue every done callback on the loop, in the order they were added.
        callbacks = self._callbacks
        self._callbacks = []
        loop = self._loop
        if loop is None:
            loop = self.get_loop()
        if loop._closed:
            raise RuntimeError('Event loop is closed')
        ready = loop._ready
        for cb in callbacks:
            ready.append((cb, self))

    def cancelled(self):
        return self._state is _GAVE_UP

    def done(self):
        return self._state is not _WAITING

    def result(self):
        state = self._state
        if state is _SETTLED:
            if self._error is not None:
                raise self._error
            return self._result
        if state is _GAVE_UP:
            raise self._cancel_error()
        raise InvalidStateError('Result is not set.')

    def exception(self):
        state = self._state
        if state is _SETTLED:
            return self._error
        if state is _GAVE_UP:
            raise self._cancel_error()
        raise InvalidStateError('Exception is not set.')

    def add_done_callback(self, fn, *, context=None):
        if self._state is _WAITING:
            self._callbacks.append(fn)
        else:
            loop = self.get_loop()
            loop._refuse_if_closed()
            loop._ready.append((fn, self))

    def remove_done_callback(self, fn):
        before = len(self._callbacks)
        if before:
            self._callbacks = [cb for cb in self._callbacks if cb != fn]
        return before - len(self._callbacks)

    def set_result(self, result):
        if self._state is not _WAITING:
            raise InvalidStateError('invalid state')
        self._result = result
        self._state = _SETTLED
        if self._callbacks:
            self._notify()

    def set_exception(self, exception):
        if self._state is not _WAITING:
            raise InvalidStateError('invalid state')
        if isinstance(exception, type):
            exception = exception()
        if type(exception) is StopIteration:
            raise TypeError('StopIteration interacts badly with generators and cannot be raised into a Future')
        self._error = exception
        self._state = _SETTLED
        if self._callbacks:
            self._notify()

    def __await__(self):
        if self._state is _WAITING:
            self._asyncio_future_blocking = True
            yield self
            if self._state is _WAITING:
                raise RuntimeError("await wasn't used with future")
        if self._state is _SETTLED and self._error is None:
            return self._result
        return self.result()

    __iter__ = __await__


def _set_result_unless_cancelled(fut, result):
    if fut._state is _WAITING:
        fut.set_result(result)


# ---- Task -------------------------------------------------------------------------------------

class Task(Future):
    _cancel_on_step = False
    _cancel_requests = 0
    _ending_cancel = None
    _fut_waiter = None

    def __init__(self, coro, *, loop=None, name=None, context=None):
        global _tasks_made
        if type(coro) is Future and coro._host_name is not None:
            # A host tool is a coroutine function on the host's side; here its call is already
            # a future, so create_task(tool()) gets a task that awaits it.
            coro = _await_host(coro)
        elif not _is_coroutine(coro):
            raise TypeError('a coroutine was expected, got %r' % (coro,))
        if loop is None:
            loop = _running_loop
            if loop is None:
                loop = get_running_loop()
        if loop._closed:
            raise RuntimeError('Event loop is closed')
        self._loop = loop
        self._state = _WAITING
        self._callbacks = []
        self._coro = coro
        _tasks_made += 1
        # The default name is formatted only when someone asks for it.
        self._name = _tasks_made if name is None else str(name)
        loop._ready.append((self._step, None))
        # loop._track(self), inlined: this runs for every task.
        tracked = loop._tasks
        tracked.append(self)
        if len(tracked) > loop._tasks_cap:
            loop._track_compact()

    def _describe(self):
        if self._cancel_on_step and self._state is _WAITING:
            state = 'cancelling'
        else:
            state = self._state.lower()
        text = '%s name=%r coro=<%s() %s>' % (state, self.get_name(), self._coro.__qualname__,
                                              'running' if self._state is _WAITING else 'done')
        if self._state is _SETTLED:
            if self._error is not None:
                text += ' exception=%r' % (self._error,)
            else:
                text += ' result=%s' % (_brief(self._result),)
        return text

    def get_coro(self):
        return self._coro

    def get_name(self):
        name = self._name
        return name if type(name) is str else 'Task-%d' % name

    def set_name(self, value):
        self._name = str(value)

    def get_loop(self):
        return self._loop

    def set_result(self, result):
        raise RuntimeError('Task does not support set_result operation')

    def set_exception(self, exception):
        raise RuntimeError('Task does not support set_exception operation')

    def cancelling(self):
        return self._cancel_requests

    def uncancel(self):
        if self._cancel_requests > 0:
            self._cancel_requests -= 1
        return self._cancel_requests

    def _cancel_error(self):
        # The CancelledError that ended the coroutine is handed out once (so an awaiting task
        # re-raises that very object); later requests get a fresh one.
        exc = self._ending_cancel
        if exc is not None:
            self._ending_cancel = None
            return exc
        return Future._cancel_error(self)

    def cancel(self, msg=None):
        if self._state is not _WAITING:
            return False
        self._cancel_requests += 1
        waiter = self._fut_waiter
        if waiter is not None and waiter.cancel(msg=msg):
            # The task wakes with the waiter's CancelledError.
            return True
        # Otherwise the next step throws one into the coroutine.
        self._cancel_on_step = True
        self._cancel_msg = msg
        return True

    def _finish(self, state, result, exc):
        self._state = state
        if state is _SETTLED:
            self._result = result
            self._error = exc
        if self._callbacks:
            self._notify()

    def _step(self, exc):
        if self._state is not _WAITING:
            raise InvalidStateError('_step(): already done: %r, %r' % (self, exc))
        if self._cancel_on_step:
            self._cancel_on_step = False
            if not isinstance(exc, CancelledError):
                exc = self._cancel_error()
        self._fut_waiter = None
        loop = self._loop
        loop._current = self
        try:
            if exc is None:
                got = self._coro.send(None)
            else:
                got = self._coro.throw(exc)
        except StopIteration as stop:
            loop._current = None
            if self._cancel_on_step:
                # cancel() came while the last step ran: the task ends cancelled all the same.
                self._cancel_on_step = False
                Future.cancel(self, msg=self._cancel_msg)
            else:
                self._result = stop.value
                self._state = _SETTLED
                if self._callbacks:
                    self._notify()
            return
        except CancelledError as err:
            loop._current = None
            self._ending_cancel = err
            Future.cancel(self)
            return
        except (KeyboardInterrupt, SystemExit) as err:
            loop._current = None
            self._error = err
            self._state = _SETTLED
            if self._callbacks:
                self._notify()
            raise
        except BaseException as err:
            loop._current = None
            self._error = err
            self._state = _SETTLED
            if self._callbacks:
                self._notify()
            return
        loop._current = None
        if got is None:
            # A bare yield (sleep(0)): run again in the next round.
            loop._ready.append((self._step, None))
            return
        if getattr(got, '_asyncio_future_blocking', None):
            if got is self:
                problem = RuntimeError('Task cannot await on itself: %r' % (self,))
                loop._ready.append((self._step, problem))
                return
            got._asyncio_future_blocking = False
            if got._loop is None:
                got._loop = loop
            if type(got) is Future or type(got) is Task:
                if got._state is _WAITING:
                    got._callbacks.append(self._wakeup)
                else:
                    loop._ready.append((self._wakeup, got))
            else:
                got.add_done_callback(self._wakeup)
            self._fut_waiter = got
            if self._cancel_on_step and got.cancel(msg=self._cancel_msg):
                self._cancel_on_step = False
            return
        if isfuture(got):
            problem = RuntimeError('yield was used instead of yield from in task %r with %r' % (self, got))
        else:
            problem = RuntimeError('Task got bad yield: %r' % (got,))
        loop._ready.append((self._step, problem))

    def _wakeup(self, fut):
        if fut._state is _SETTLED and fut._error is None and (type(fut) is Future or type(fut) is Task):
            self._step(None)
            return
        try:
            fut.result()
        except BaseException as err:
            self._step(err)
        else:
            self._step(None)


def all_tasks(loop=None):
    if loop is None:
        loop = get_running_loop()
    return {t for t in loop._tasks if t._state is _WAITING}


def current_task(loop=None):
    if loop is None:
        loop = get_running_loop()
    return loop._current


def create_task(coro, *, name=None, context=None):
    return get_running_loop().create_task(coro, name=name)


def ensure_future(coro_or_future, *, loop=None):
    if _is_coroutine(coro_or_future):
        if loop is None:
            loop = get_running_loop()
        return loop.create_task(coro_or_future)
    if isfuture(coro_or_future):
        return coro_or_future
    if hasattr(type(coro_or_future), '__await__') or _is_awaitable_generator(coro_or_future):
        return ensure_future(_await_any(coro_or_future), loop=loop)
    raise TypeError('An asyncio.Future, a coroutine or an awaitable is required')


async def _await_any(awaitable):
    return await awaitable


def aw_yield_once():
    # A generator named aw_*: the module loader makes it awaitable as it is, so sleep(0) hands
    # the task a bare None and the task simply runs again next round.
    yield


async def sleep(delay, result=None):
    if delay <= 0:
        await aw_yield_once()
        return result
    loop = get_running_loop()
    fut = Future(loop=loop)
    timer = loop.call_at(loop._clock + delay, _set_result_unless_cancelled, fut, result)
    try:
        return await fut
    finally:
        timer.cancel()


# ---- Running a program ------------------------------------------------------------------------

def _finish_leftovers(loop):
    # What asyncio.run does once the main task is done: cancel every task still running and
    # let them unwind.
    left = [t for t in loop._tasks if t._state is _WAITING]
    if not left:
        return
    for t in left:
        t.cancel()
    loop.run_until_complete(gather(*left, return_exceptions=True))


def run(main, *, debug=None):
    if _running_loop is not None:
        raise RuntimeError('asyncio.run() cannot be called from a running event loop')
    if not _is_coroutine(main):
        raise ValueError('a coroutine was expected, got %r' % (main,))
    with Runner(debug=debug) as one_shot:
        return one_shot.run(main)


class Runner:
    """Runs coroutines, one after the other, on one event loop."""

    def __init__(self, *, debug=None, loop_factory=None):
        self._loop = None
        self._phase = 'created'

    def __enter__(self):
        self._ensure_loop()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.close()

    def close(self):
        global _tasks_made
        if self._phase != 'initialized':
            return
        loop = self._loop
        try:
            _finish_leftovers(loop)
            # CPython's runner shuts down async generators and the executor in two more tasks.
            _tasks_made += 2
        finally:
            loop.close()
            set_event_loop(None)
            self._loop = None
            self._phase = 'closed'

    def get_loop(self):
        self._ensure_loop()
        return self._loop

    def run(self, coro, *, context=None):
        if not _is_coroutine(coro):
            raise ValueError('a coroutine was expected, got {!r}'.format(coro))
        if _running_loop is not None:
            raise RuntimeError('Runner.run() cannot be called from a running event loop')
        self._ensure_loop()
        return self._loop.run_until_complete(self._loop.create_task(coro))

    def _ensure_loop(self):
        if self._phase == 'closed':
            raise RuntimeError('Runner is closed')
        if self._phase == 'created':
            self._loop = _SandboxLoop()
            set_event_loop(self._loop)
            self._phase = 'initialized'


def _run_main(coro):
    # Code with top-level await: the module body is a coroutine, run as the one task of a fresh
    # loop. Tasks it leaves running are not cancelled (as in `python -m asyncio`), so host calls
    # they made stay listed as unawaited.
    loop = _SandboxLoop()
    try:
        return loop.run_until_complete(Task(coro, loop=loop))
    finally:
        loop._closed = True


async def to_thread(func, /, *args, **kwargs):
    """Run func(*args, **kwargs) as one callback of the running loop (no threads here)."""
    loop = get_running_loop()
    return await loop.run_in_executor(None, lambda: func(*args, **kwargs))


# ---- gather and shield ------------------------------------------------------------------------

class _GatheringFuture(Future):
    # The future gather() returns: cancelling it cancels the children.
    def __init__(self, children, loop):
        Future.__init__(self, loop=loop)
        self._parts = children
        self._cancel_asked = False

    def cancel(self, msg=None):
        if self._state is not _WAITING:
            return False
        any_cancelled = False
        for child in self._parts:
            if child.cancel(msg=msg):
                any_cancelled = True
        if any_cancelled:
            self._cancel_asked = True
        return any_cancelled


def gather(*coros_or_futures, return_exceptions=False):
    if not coros_or_futures:
        done = get_running_loop().create_future()
        done.set_result([])
        return done
    children = []
    outer = None
    left = 0

    def child_done(child):
        # Shared by every child: count it in, and settle the outer future at the first failure
        # (without return_exceptions) or once the last child is done.
        nonlocal left
        left -= 1
        # outer is None when making a later child failed (gather raised before it existed).
        if outer is None or outer._state is not _WAITING:
            return
        if not (child._state is _SETTLED and child._error is None and (type(child) is Task or type(child) is Future)):
            if not return_exceptions:
                if child.cancelled():
                    outer.set_exception(child._cancel_error())
                    return
                err = child.exception()
                if err is not None:
                    outer.set_exception(err)
                    return
        if left:
            return
        values = []
        for f in children:
            if f._state is _SETTLED and f._error is None and (type(f) is Task or type(f) is Future):
                values.append(f._result)
            elif f.cancelled():
                msg = f._cancel_msg
                values.append(CancelledError('' if msg is None else msg))
            else:
                err = f.exception()
                values.append(f.result() if err is None else err)
        if outer._cancel_asked:
            outer.set_exception(child._cancel_error())
        else:
            outer.set_result(values)

    seen = {}
    loop = None
    for item in coros_or_futures:
        fut = seen.get(item)
        if fut is None:
            if _is_coroutine(item):
                if loop is None:
                    loop = get_running_loop()
                fut = Task(item, loop=loop)
            else:
                fut = ensure_future(item, loop=loop)
                if loop is None:
                    loop = fut.get_loop()
            seen[item] = fut
            left += 1
            if fut._state is _WAITING and (type(fut) is Task or type(fut) is Future):
                fut._callbacks.append(child_done)
            else:
                fut.add_done_callback(child_done)
        children.append(fut)
    outer = _GatheringFuture(children, loop)
    return outer


def shield(arg):
    inner = ensure_future(arg)
    if inner.done():
        return inner
    outer = inner.get_loop().create_future()

    def relay(done_inner):
        if outer.cancelled():
            return
        if done_inner.cancelled():
            outer.cancel()
            return
        err = done_inner.exception()
        if err is None:
            outer.set_result(done_inner.result())
        else:
            outer.set_exception(err)

    def detach(done_outer):
        if not inner.done():
            inner.remove_done_callback(relay)

    inner.add_done_callback(relay)
    outer.add_done_callback(detach)
    return outer


# ---- wait, wait_for, as_completed -------------------------------------------------------------

def _wake(fut, *ignored):
    if fut._state is _WAITING:
        fut.set_result(None)


async def _cancel_then_join(fut):
    # Cancel fut and wait until it has really finished (it may catch the cancellation).
    loop = get_running_loop()
    joined = loop.create_future()
    relay = lambda f: _wake(joined)
    fut.add_done_callback(relay)
    try:
        fut.cancel()
        await joined
    finally:
        fut.remove_done_callback(relay)


async def wait_for(fut, timeout):
    loop = get_running_loop()
    if timeout is None:
        return await fut
    fut = ensure_future(fut, loop=loop)
    if timeout <= 0:
        if fut.done():
            return fut.result()
        await _cancel_then_join(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    alarm = loop.create_future()
    timer = loop.call_later(timeout, _wake, alarm)
    relay = lambda f: _wake(alarm)
    fut.add_done_callback(relay)
    try:
        try:
            await alarm
        except CancelledError:
            # This task was cancelled: take the inner result if it is there, else cancel it too.
            if fut.done():
                return fut.result()
            fut.remove_done_callback(relay)
            await _cancel_then_join(fut)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(relay)
        await _cancel_then_join(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    finally:
        timer.cancel()


_WAIT_MODES = (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED)


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    if isfuture(fs) or _is_coroutine(fs):
        raise TypeError('expect a list of futures, not %s' % type(fs).__name__)
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when not in _WAIT_MODES:
        raise ValueError('Invalid return_when value: {}'.format(return_when))
    fs = set(fs)
    for f in fs:
        if _is_coroutine(f):
            raise TypeError('Passing coroutines is forbidden, use tasks explicitly.')
    loop = get_running_loop()
    fs = {ensure_future(f, loop=loop) for f in fs}
    alarm = loop.create_future()
    timer = None if timeout is None else loop.call_later(timeout, _wake, alarm)
    left = [len(fs)]

    def check(f):
        left[0] -= 1
        if (left[0] <= 0 or return_when is FIRST_COMPLETED or return_when == FIRST_COMPLETED
                or (return_when == FIRST_EXCEPTION and not f.cancelled() and f.exception() is not None)):
            if timer is not None:
                timer.cancel()
            _wake(alarm)

    for f in fs:
        f.add_done_callback(check)
    try:
        await alarm
    finally:
        if timer is not None:
            timer.cancel()
        for f in fs:
            f.remove_done_callback(check)
    done = set()
    pending = set()
    for f in fs:
        (done if f.done() else pending).add(f)
    return done, pending


class _CompletionFeed:
    # as_completed's shared state: futures in the order they finished (None marks the
    # timeout), and the futures of the consumers waiting for the next one.
    def __init__(self, loop, todo):
        self.loop = loop
        self.todo = todo
        self.finished = []
        self.sleepers = []
        self.timer = None

    def arrived(self, f):
        if f not in self.todo:
            return
        self.todo.discard(f)
        self.finished.append(f)
        if not self.todo and self.timer is not None:
            self.timer.cancel()
        self._rouse()

    def expired(self):
        for f in self.todo:
            f.remove_done_callback(self.arrived)
            self.finished.append(None)
        self.todo.clear()
        self._rouse()

    def _rouse(self):
        sleepers = self.sleepers
        self.sleepers = []
        for w in sleepers:
            _wake(w)

    async def next_one(self):
        while not self.finished:
            w = self.loop.create_future()
            self.sleepers.append(w)
            await w
        f = self.finished.pop(0)
        if f is None:
            raise TimeoutError
        return f.result()


def as_completed(fs, *, timeout=None):
    if isfuture(fs) or _is_coroutine(fs):
        raise TypeError('expect an iterable of futures, not %s' % type(fs).__name__)
    loop = get_running_loop()
    todo = set()
    for item in set(fs):
        todo.add(ensure_future(item, loop=loop))
    feed = _CompletionFeed(loop, todo)
    for f in todo:
        f.add_done_callback(feed.arrived)
    if todo and timeout is not None:
        feed.timer = loop.call_later(timeout, feed.expired)
    return _feed_iter(feed, len(todo))


def _feed_iter(feed, count):
    for _ in range(count):
        yield feed.next_one()


# ---- timeout ----------------------------------------------------------------------------------

class Timeout:
    # Phases: 'created' -> 'active' -> 'finished', or 'active' -> 'expiring' (deadline hit, the
    # task is being cancelled) -> 'expired' (converted to TimeoutError on exit).

    def __init__(self, when):
        self._when = when
        self._phase = 'created'
        self._alarm = None
        self._task = None
        self._base_cancels = 0

    def when(self):
        return self._when

    def reschedule(self, when):
        if self._phase == 'created':
            raise RuntimeError('Timeout has not been entered')
        if self._phase != 'active':
            raise RuntimeError('Cannot change state of %s Timeout' % self._phase)
        self._when = when
        if self._alarm is not None:
            self._alarm.cancel()
            self._alarm = None
        if when is not None:
            loop = get_running_loop()
            if when <= loop.time():
                self._alarm = loop.call_soon(self._expire)
            else:
                self._alarm = loop.call_at(when, self._expire)

    def expired(self):
        return self._phase == 'expiring' or self._phase == 'expired'

    def __repr__(self):
        when = self._when
        if when is not None:
            when = round(when, 3)
        extra = ' when=%s' % (when,) if self._phase == 'active' else ''
        return '<Timeout [%s]%s>' % (self._phase, extra)

    async def __aenter__(self):
        if self._phase != 'created':
            raise RuntimeError('Timeout has already been entered')
        task = current_task()
        if task is None:
            raise RuntimeError('Timeout should be used inside a task')
        self._phase = 'active'
        self._task = task
        self._base_cancels = task.cancelling()
        self.reschedule(self._when)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._alarm is not None:
            self._alarm.cancel()
            self._alarm = None
        if self._phase == 'expiring':
            self._phase = 'expired'
            if self._task.uncancel() <= self._base_cancels and exc_type is CancelledError:
                # The VM does not make the body's exception the context of one raised in
                # __aexit__ (CPython does), so it is set here.
                err = TimeoutError()
                err.__context__ = exc_val
                raise err from exc_val
        elif self._phase == 'active':
            self._phase = 'finished'
        return None

    def _expire(self):
        self._task.cancel()
        self._phase = 'expiring'
        self._alarm = None


def timeout(delay):
    loop = get_running_loop()
    return Timeout(None if delay is None else loop.time() + delay)


def timeout_at(when):
    return Timeout(when)


# ---- TaskGroup --------------------------------------------------------------------------------

class TaskGroup:
    def __init__(self):
        self._in_use = False
        self._leaving = False
        self._winding_down = False
        self._loop = None
        self._owner = None
        self._cancelled_parent = False
        self._tasks = set()
        self._errors = []
        self._fatal = None
        self._all_done = None   # a future the exiting parent waits on while tasks remain

    def __repr__(self):
        words = ['']
        if self._tasks:
            words.append('tasks=%d' % len(self._tasks))
        if self._errors:
            words.append('errors=%d' % len(self._errors))
        if self._winding_down:
            words.append('cancelling')
        elif self._in_use:
            words.append('entered')
        return '<TaskGroup%s>' % ' '.join(words)

    async def __aenter__(self):
        if self._in_use:
            raise RuntimeError('TaskGroup %r has been already entered' % (self,))
        self._loop = get_running_loop()
        parent = current_task()
        if parent is None:
            raise RuntimeError('TaskGroup %r cannot determine the parent task' % (self,))
        self._in_use = True
        self._owner = parent
        return self

    async def __aexit__(self, et, exc, tb):
        self._leaving = True
        if exc is not None and _is_fatal(exc) and self._fatal is None:
            self._fatal = exc
        pass_on_cancel = exc if et is CancelledError else None
        if self._cancelled_parent and self._owner.uncancel() == 0:
            # The only cancellation was our own (a child failed): it is not propagated.
            pass_on_cancel = None
        if et is not None and not self._winding_down:
            self._abort()
        while self._tasks:
            self._all_done = self._loop.create_future()
            try:
                await self._all_done
            except CancelledError as err:
                if not self._winding_down:
                    pass_on_cancel = err
                    self._abort()
            self._all_done = None
        if self._fatal is not None:
            raise self._fatal
        if pass_on_cancel is not None and not self._errors:
            raise pass_on_cancel
        if et is not None and et is not CancelledError:
            self._errors.append(exc)
        if self._errors:
            errors = self._errors
            self._errors = None
            group = BaseExceptionGroup('unhandled errors in a TaskGroup', errors)
            # Raised while the body's exception is being handled, which CPython makes its
            # context (the VM does not do it for __aexit__).
            group.__context__ = exc
            raise group from None

    def create_task(self, coro, *, name=None, context=None):
        if not self._in_use:
            raise RuntimeError('TaskGroup %r has not been entered' % (self,))
        if self._leaving and not self._tasks:
            raise RuntimeError('TaskGroup %r is finished' % (self,))
        if self._winding_down:
            raise RuntimeError('TaskGroup %r is shutting down' % (self,))
        task = self._loop.create_task(coro, name=name)
        self._tasks.add(task)
        task.add_done_callback(self._child_done)
        return task

    def _abort(self):
        self._winding_down = True
        for t in self._tasks:
            if not t.done():
                t.cancel()

    def _child_done(self, task):
        self._tasks.discard(task)
        if not self._tasks and self._all_done is not None and not self._all_done.done():
            self._all_done.set_result(True)
        if task.cancelled():
            return
        err = task.exception()
        if err is None:
            return
        self._errors.append(err)
        if _is_fatal(err) and self._fatal is None:
            self._fatal = err
        if self._owner.done():
            return
        if not self._winding_down and not self._cancelled_parent:
            # The first failure: cancel the siblings, and the parent so that its body stops.
            self._abort()
            self._cancelled_parent = True
            self._owner.cancel()


def _is_fatal(exc):
    return isinstance(exc, (SystemExit, KeyboardInterrupt))


# ---- Synchronization primitives ---------------------------------------------------------------

class _AsyncWithAcquire:
    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


def _lock_repr(obj, state, waiters):
    if waiters:
        state = '%s, waiters:%d' % (state, len(waiters))
    return '<asyncio.locks.%s object [%s]>' % (type(obj).__name__, state)


class Lock(_AsyncWithAcquire):
    def __init__(self):
        self._waiters = []
        self._locked = False

    def __repr__(self):
        return _lock_repr(self, 'locked' if self._locked else 'unlocked', self._waiters)

    def locked(self):
        return self._locked

    async def acquire(self):
        if not self._locked:
            # Free, and no earlier waiter is still in line: take it now.
            free = True
            for w in self._waiters:
                if not w.cancelled():
                    free = False
                    break
            if free:
                self._locked = True
                return True
        ticket = get_running_loop().create_future()
        self._waiters.append(ticket)
        try:
            try:
                await ticket
            finally:
                self._waiters.remove(ticket)
        except CancelledError:
            # We may have been handed the lock just as we were cancelled: pass it on.
            if not self._locked:
                self._hand_over()
            raise
        self._locked = True
        return True

    def release(self):
        if not self._locked:
            raise RuntimeError('Lock is not acquired.')
        self._locked = False
        self._hand_over()

    def _hand_over(self):
        if self._waiters:
            first = self._waiters[0]
            if not first.done():
                first.set_result(True)


class Event:
    def __init__(self):
        self._waiters = []
        self._value = False

    def __repr__(self):
        return _lock_repr(self, 'set' if self._value else 'unset', self._waiters)

    def is_set(self):
        return self._value

    def set(self):
        if self._value:
            return
        self._value = True
        for w in self._waiters:
            if not w.done():
                w.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if self._value:
            return True
        w = get_running_loop().create_future()
        self._waiters.append(w)
        try:
            await w
            return True
        finally:
            self._waiters.remove(w)


class Condition(_AsyncWithAcquire):
    def __init__(self, lock=None):
        if lock is None:
            lock = Lock()
        self._lock = lock
        self._waiters = []

    def locked(self):
        return self._lock.locked()

    async def acquire(self):
        return await self._lock.acquire()

    def release(self):
        self._lock.release()

    def __repr__(self):
        return _lock_repr(self, 'locked' if self.locked() else 'unlocked', self._waiters)

    async def wait(self):
        if not self.locked():
            raise RuntimeError('cannot wait on un-acquired lock')
        self.release()
        try:
            w = get_running_loop().create_future()
            self._waiters.append(w)
            try:
                await w
                return True
            finally:
                self._waiters.remove(w)
        finally:
            # The lock must be held again on the way out, whatever happens; a cancellation
            # that arrives meanwhile is raised once it is.
            cancelled = None
            while True:
                try:
                    await self.acquire()
                    break
                except CancelledError as err:
                    cancelled = err
            if cancelled is not None:
                raise cancelled

    async def wait_for(self, predicate):
        outcome = predicate()
        while not outcome:
            await self.wait()
            outcome = predicate()
        return outcome

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError('cannot notify on un-acquired lock')
        woken = 0
        for w in self._waiters:
            if woken >= n:
                break
            if not w.done():
                woken += 1
                w.set_result(False)

    def notify_all(self):
        self.notify(len(self._waiters))


class BrokenBarrierError(RuntimeError):
    """A Barrier was aborted or reset while tasks waited on it."""


class Barrier:
    """Lets `parties` tasks wait until all of them have called wait().

    Its phases: 'filling' (tasks arrive), 'draining' (the last one arrived and the others are
    leaving), 'resetting' (reset() while tasks waited: they leave with BrokenBarrierError) and
    'broken' (abort(): every wait fails until reset()). wait() returns the arrival index.
    """

    def __init__(self, parties):
        if parties < 1:
            raise ValueError('parties must be > 0')
        self._cond = Condition()
        self._parties = parties
        self._phase = 'filling'
        self._count = 0

    def __repr__(self):
        if self._phase == 'broken':
            state = 'broken'
        else:
            state = '%s, waiters:%d/%d' % (self._phase, self.n_waiting, self._parties)
        return '<asyncio.locks.Barrier object [%s]>' % state

    async def __aenter__(self):
        return await self.wait()

    async def __aexit__(self, *args):
        pass

    async def wait(self):
        async with self._cond:
            await self._cond.wait_for(lambda: self._phase not in ('draining', 'resetting'))
            if self._phase == 'broken':
                raise BrokenBarrierError('Barrier aborted')
            index = self._count
            self._count += 1
            try:
                if index + 1 == self._parties:
                    self._phase = 'draining'
                    self._cond.notify_all()
                else:
                    await self._cond.wait_for(lambda: self._phase != 'filling')
                    if self._phase in ('broken', 'resetting'):
                        raise BrokenBarrierError('Abort or reset of barrier')
                return index
            finally:
                self._count -= 1
                if self._count == 0 and self._phase in ('draining', 'resetting'):
                    self._phase = 'filling'
                    self._cond.notify_all()

    async def reset(self):
        async with self._cond:
            if self._count > 0:
                self._phase = 'resetting'
            else:
                self._phase = 'filling'
            self._cond.notify_all()

    async def abort(self):
        async with self._cond:
            self._phase = 'broken'
            self._cond.notify_all()

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        return self._count if self._phase == 'filling' else 0

    @property
    def broken(self):
        return self._phase == 'broken'


class Semaphore(_AsyncWithAcquire):
    def __init__(self, value=1):
        if value < 0:
            raise ValueError('Semaphore initial value must be >= 0')
        self._waiters = []
        self._value = value

    def __repr__(self):
        state = 'locked' if self.locked() else 'unlocked, value:%d' % self._value
        return _lock_repr(self, state, self._waiters)

    def locked(self):
        if self._value == 0:
            return True
        for w in self._waiters:
            if not w.cancelled():
                return True
        return False

    async def acquire(self):
        if not self.locked():
            self._value -= 1
            return True
        ticket = get_running_loop().create_future()
        self._waiters.append(ticket)
        try:
            try:
                await ticket
            finally:
                self._waiters.remove(ticket)
        except CancelledError:
            if ticket.done() and not ticket.cancelled():
                # A unit was reserved for us: give it back.
                self._value += 1
                self._admit_next()
            raise
        if self._value > 0:
            self._admit_next()
        return True

    def release(self):
        self._value += 1
        self._admit_next()

    def _admit_next(self):
        for w in self._waiters:
            if not w.done():
                self._value -= 1
                w.set_result(True)
                return True
        return False


class BoundedSemaphore(Semaphore):
    def __init__(self, value=1):
        self._ceiling = value
        Semaphore.__init__(self, value)

    def release(self):
        if self._value >= self._ceiling:
            raise ValueError('BoundedSemaphore released too many times')
        Semaphore.release(self)


# ---- Queues -----------------------------------------------------------------------------------

class Queue:
    __class_getitem__ = classmethod(type(list[int]))   # X[int] is a types.GenericAlias
    # FIFO storage: a list read from a moving start index, trimmed once the consumed prefix is
    # the larger part, so both ends cost O(1) on average without a deque.

    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = []
        self._putters = []
        self._open_items = 0
        self._drained = Event()
        self._drained.set()
        self._init(maxsize)

    def _init(self, maxsize):
        self._queue = []
        self._start = 0

    def _items(self):
        return self._queue[self._start:]

    def _count(self):
        return len(self._queue) - self._start

    def _get(self):
        store = self._queue
        i = self._start
        item = store[i]
        store[i] = None
        i += 1
        if i >= 64 and i + i >= len(store):
            del store[:i]
            i = 0
        self._start = i
        return item

    def _put(self, item):
        self._queue.append(item)

    def __repr__(self):
        text = '<%s maxsize=%r' % (type(self).__name__, self._maxsize)
        if self._count():
            text += ' _queue=%r' % (self._items(),)
        if self._getters:
            text += ' _getters[%d]' % len(self._getters)
        if self._putters:
            text += ' _putters[%d]' % len(self._putters)
        if self._open_items:
            text += ' tasks=%d' % self._open_items
        return text + '>'

    @property
    def maxsize(self):
        return self._maxsize

    def qsize(self):
        return self._count()

    def empty(self):
        return self._count() == 0

    def full(self):
        return 0 < self._maxsize <= self._count()

    def _wake_one(self, line):
        while line:
            w = line.pop(0)
            if not w.done():
                w.set_result(None)
                return

    async def put(self, item):
        while self.full():
            ticket = get_running_loop().create_future()
            self._putters.append(ticket)
            try:
                await ticket
            except:
                ticket.cancel()
                if ticket in self._putters:
                    self._putters.remove(ticket)
                if not self.full() and not ticket.cancelled():
                    # We were woken but leave: let the next putter have the room.
                    self._wake_one(self._putters)
                raise
        self.put_nowait(item)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._open_items += 1
        self._drained.clear()
        if self._getters:
            self._wake_one(self._getters)

    async def get(self):
        while self.empty():
            ticket = get_running_loop().create_future()
            self._getters.append(ticket)
            try:
                await ticket
            except:
                ticket.cancel()
                if ticket in self._getters:
                    self._getters.remove(ticket)
                if not self.empty() and not ticket.cancelled():
                    self._wake_one(self._getters)
                raise
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        item = self._get()
        if self._putters:
            self._wake_one(self._putters)
        return item

    def task_done(self):
        if self._open_items <= 0:
            raise ValueError('task_done() called too many times')
        self._open_items -= 1
        if self._open_items == 0:
            self._drained.set()

    async def join(self):
        if self._open_items > 0:
            await self._drained.wait()


class PriorityQueue(Queue):
    # A binary min-heap in a plain list.
    def _init(self, maxsize):
        self._queue = []

    def _items(self):
        return self._queue

    def _count(self):
        return len(self._queue)

    def _put(self, item):
        heap = self._queue
        heap.append(item)
        child = len(heap) - 1
        while child:
            up = (child - 1) // 2
            if not heap[child] < heap[up]:
                break
            heap[child], heap[up] = heap[up], heap[child]
            child = up

    def _get(self):
        heap = self._queue
        tail = heap.pop()
        if not heap:
            return tail
        top = heap[0]
        heap[0] = tail
        size = len(heap)
        at = 0
        while True:
            low = at
            for c in (2 * at + 1, 2 * at + 2):
                if c < size and heap[c] < heap[low]:
                    low = c
            if low == at:
                break
            heap[at], heap[low] = heap[low], heap[at]
            at = low
        return top


class LifoQueue(Queue):
    def _init(self, maxsize):
        self._queue = []

    def _items(self):
        return self._queue

    def _count(self):
        return len(self._queue)

    def _get(self):
        return self._queue.pop()


# The submodule each public class lives in under CPython: its repr, pickling and the last line
# of an uncaught error's traceback name it ('asyncio.exceptions.CancelledError: ...').
def _place_classes():
    places = {
        'asyncio.exceptions': (CancelledError, InvalidStateError, BrokenBarrierError),
        'asyncio.queues': (QueueEmpty, QueueFull, Queue, PriorityQueue, LifoQueue),
        'asyncio.locks': (Lock, Event, Condition, Semaphore, BoundedSemaphore, Barrier),
        '_asyncio': (Task, Future),
        'asyncio.taskgroups': (TaskGroup,),
        'asyncio.timeouts': (Timeout,),
        'asyncio.runners': (Runner,),
        'asyncio.events': (AbstractEventLoop, Handle, TimerHandle),
    }
    for module, classes in places.items():
        for cls in classes:
            cls.__module__ = module


_place_classes()
)PY";
}

}  // namespace basilisk::stdlib
