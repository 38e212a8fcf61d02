// The prelude: built-ins whose work calls back into Python (key functions, generators), written
// in Python so that those calls are ordinary frames and a host call inside them can pause
// (DESIGN.md decision 1). The native built-ins hand over to these with Vm::tail_call_prelude
// only when a Python callable or iterator is involved; the common cases stay native.
// Frames of "<prelude>" are left out of tracebacks, as CPython shows no frames for C built-ins.
#include <algorithm>

#include <fmt/format.h>

#include "compiler/compile.h"
#include "stdlib/register.h"
#include "stdlib/sort_atoms.h"
#include "vm/native.h"

namespace basilisk {

namespace {

constexpr const char* kPreludeSource = R"PY(
def exception_group_split(group, condition, with_rest):
    # BaseExceptionGroup.split / subgroup: the condition is an exception type, a tuple of them, or
    # a predicate; it is tried on the group itself first, then on each member, depth first.
    # (The helpers are nested: a prelude function runs in its caller's globals.)
    if isinstance(condition, type) and issubclass(condition, BaseException):
        by_type = True
    elif isinstance(condition, tuple) and all([isinstance(c, type) and issubclass(c, BaseException) for c in condition]):
        by_type = True
    elif callable(condition) and not isinstance(condition, type):
        by_type = False
    else:
        raise TypeError("expected a function, exception type or tuple of exception types")

    def derived(eg, excs):
        # derive() makes the new group; the original's traceback, cause, context and notes carry
        # over, as in CPython (an except* clause's part prints where the group was raised).
        g = eg.derive(excs)
        if not isinstance(g, BaseExceptionGroup):
            raise TypeError("derive must return an instance of BaseExceptionGroup")
        _copy_exception_metadata(g, eg)
        return g

    def split(exc):
        if isinstance(exc, condition) if by_type else condition(exc):
            return (exc, None)
        if not isinstance(exc, BaseExceptionGroup):
            return (None, exc)
        matched = []
        rest = []
        for e in exc.exceptions:
            m, r = split(e)
            if m is not None:
                matched.append(m)
            if with_rest and r is not None:
                rest.append(r)
        return (derived(exc, matched) if matched else None, derived(exc, rest) if rest else None)

    match, rest = split(group)
    return (match, rest) if with_rest else match

# The end of a try/except* whose clauses re-raised parts of the group `orig` (a bare `raise`, or
# the unmatched rest; `parts` is (raised, reraised), vm/except_star.cpp): the re-raised leaves are
# raised again in orig's nesting (CPython's exception_group_projection), and beside them in a new
# group whatever the clauses raised anew.
def except_star_reraise(orig, parts):
    raised, reraised = parts
    keep = set()
    def leaves(e):
        if isinstance(e, BaseExceptionGroup):
            for x in e.exceptions:
                leaves(x)
        else:
            keep.add(id(e))
    for e in reraised:
        leaves(e)
    kept = BaseExceptionGroup.subgroup(orig, lambda e: id(e) in keep)
    if not raised:
        return kept
    if kept is not None:
        raised.append(kept)
    return BaseExceptionGroup("", raised) if len(raised) > 1 else raised[0]

def sorted_by_key(iterable, key, reverse):
    # CPython's order: the items first, then list.sort checks its arguments and sorts (natively
    # when there is no key).
    items = [x for x in iterable]
    items.sort(key=key, reverse=reverse)
    return items

def sorted_new_list_by_key(items, key, reverse):
    # sorted() of a list it made itself (no one else holds it): no second copy.
    keys = [key(x) for x in items]
    _sort_list_by_keys(items, keys, reverse)
    return items

def list_sort_by_key(lst, key, reverse):
    keys = [key(x) for x in lst]
    _sort_list_by_keys(lst, keys, reverse)

def min_max_by_key(args, key, default, has_default, is_max):
    if key is None and len(args) == 1:
        # No key: the tightest loop (CPython keeps the first of equal extremes: strict > and <).
        it = iter(args[0])
        for best in it:
            if is_max:
                for v in it:
                    if v > best:
                        best = v
            else:
                for v in it:
                    if v < best:
                        best = v
            return best
        if has_default:
            return default
        raise ValueError(("max" if is_max else "min") + "() arg is an empty sequence")
    it = args[0] if len(args) == 1 else args
    found = False
    best = None
    best_key = None
    for v in it:
        k = v if key is None else key(v)
        if not found:
            best = v
            best_key = k
            found = True
        elif is_max:
            if k > best_key:
                best = v
                best_key = k
        elif k < best_key:
            best = v
            best_key = k
    if not found:
        if has_default:
            return default
        raise ValueError(("max" if is_max else "min") + "() arg is an empty sequence")
    return best

def collect_list(iterable):
    return [x for x in iterable]

def collect_tuple(iterable):
    return tuple([x for x in iterable])

def collect_set(iterable):
    return {x for x in iterable}

def collect_frozenset(iterable):
    return frozenset({x for x in iterable})

def collect_dict(iterable):
    return dict([x for x in iterable])

def join_iter(sep, iterable):
    return sep.join([x for x in iterable])

def sum_iter(iterable, total):
    for v in iterable:
        total = total + v
    return total

def any_iter(iterable):
    for v in iterable:
        if v:
            return True
    return False

def all_iter(iterable):
    for v in iterable:
        if not v:
            return False
    return True

def map_gen(fn, iterators):
    if len(iterators) == 1:
        for x in iterators[0]:
            yield fn(x)
    else:
        for args in zip(*iterators):
            yield fn(*args)

def filter_gen(fn, iterator):
    for x in iterator:
        if fn(x):
            yield x

# Calling a types.GenericAlias whose origin is a class statement's (vm/calls.cpp): the instance
# remembers the alias it was made through, when it takes attributes.
def generic_alias_call(alias, /, *args, **kwargs):
    made = alias.__origin__(*args, **kwargs)
    try:
        made.__orig_class__ = alias
    except (AttributeError, TypeError):
        pass
    return made

# aiter() and anext() of a class's own __aiter__/__anext__ (stdlib/builtins_async.cpp has
# checked that the method exists).
def aiter_of(obj):
    it = type(obj).__aiter__(obj)
    if not hasattr(type(it), '__anext__'):
        raise TypeError(f"aiter() returned not an async iterator of type '{type(it).__name__}'")
    return it

def anext_of(it):
    return type(it).__anext__(it)

# anext(it, default): __anext__ is called at once, as CPython does; awaiting the result awaits
# what it returned, with StopAsyncIteration turned into the default.
# (The awaitable is nested: a prelude function sees no other prelude names.)
def anext_default(it, default):
    def aw_anext_default(awaitable):
        try:
            if hasattr(type(awaitable), '__await__'):
                value = yield from type(awaitable).__await__(awaitable)
            elif type(awaitable).__name__ in ('coroutine', 'generator'):
                # a coroutine, or one of the prelude's awaitables (an async generator's __anext__)
                value = yield from awaitable
            else:
                raise TypeError(f"object {type(awaitable).__name__} can't be used in 'await' expression")
        except StopAsyncIteration:
            return default
        return value
    return aw_anext_default(type(it).__anext__(it))

# The first frame of a run whose code uses top-level await: its module body is a coroutine.
def run_toplevel(body):
    import asyncio
    return asyncio._run_main(body())

# The awaitables of an async generator's __anext__/asend, athrow and aclose. Each runs the
# generator's frame until its own next `yield` (_agen_yielded), passing what its awaits yield on
# to whoever awaits this (the event loop); `await` accepts these generators (names "aw_...").
def aw_agen_asend(agen, value):
    try:
        y = _agen_send(agen, value)
        while not _agen_yielded(agen):
            try:
                sent = yield y
            except BaseException as e:
                y = _agen_throw(agen, e)
            else:
                y = _agen_send(agen, sent)
    except StopIteration:
        raise StopAsyncIteration from None
    return y

def aw_agen_athrow(agen, exc):
    try:
        y = _agen_throw(agen, exc)
        while not _agen_yielded(agen):
            try:
                sent = yield y
            except BaseException as e:
                y = _agen_throw(agen, e)
            else:
                y = _agen_send(agen, sent)
    except StopIteration:
        raise StopAsyncIteration from None
    return y

def aw_agen_aclose(agen):
    try:
        y = _agen_throw(agen, GeneratorExit())
        while not _agen_yielded(agen):
            try:
                sent = yield y
            except BaseException as e:
                y = _agen_throw(agen, e)
            else:
                y = _agen_send(agen, sent)
    except (GeneratorExit, StopAsyncIteration, StopIteration):
        return None
    raise RuntimeError("async generator ignored GeneratorExit")
)PY";

}  // namespace

vm::ProgramRef vm::prelude_program() {
    static const vm::ProgramRef program = [] {
        compiler::CompileOptions options;
        options.filename = "<prelude>";
        auto compiled = compiler::compile_program(kPreludeSource, options);
        // The prelude is part of the product: a failure to compile it is a build defect, caught
        // by every test that runs Python code.
        if (auto* p = std::get_if<vm::ProgramRef>(&compiled)) {
            auto program = std::make_shared<vm::Program>(**p);
            for (auto& code : program->codes)
                if (code.name.starts_with("aw_")) code.flags |= vm::kCodeIterableCoroutine;
            return vm::ProgramRef(std::move(program));
        }
        return vm::ProgramRef(std::make_shared<vm::Program>());
    }();
    return program;
}

namespace stdlib {

using vm::CallArgs;
using vm::TypeId;
using vm::Value;
using vm::Vm;

// ---- Sort keys as atoms (sort_atoms.h) ----

namespace {

SortAtom sort_atom(Vm& vm, Value v) {
    SortAtom a;
    if (v.is_small_int()) {
        a.tag = SortAtom::Tag::Int;
        a.i = v.as_small_int();
    } else if (v.is_float()) {
        a.tag = SortAtom::Tag::Float;
        a.f = v.as_float();
    } else if (vm.is_kind(v, vm::ObjKind::Str) && !vm.as<vm::StrObject>(v).is_subclass_instance &&
               vm.as<vm::StrObject>(v).text().size() <= UINT32_MAX) {
        a.tag = SortAtom::Tag::Str;
        a.s = vm.as<vm::StrObject>(v).text().data();
        a.len = uint32_t(vm.as<vm::StrObject>(v).text().size());
    }
    return a;
}

// -1, 0 or 1 for two atoms Python orders the same way by == and <, 2 when Vm::compare must decide
// (different kinds, NaN, Other). UTF-8 byte order is code point order.
int compare_atoms(const SortAtom& x, const SortAtom& y) {
    if (x.tag != y.tag || x.tag == SortAtom::Tag::Other) return 2;
    switch (x.tag) {
    case SortAtom::Tag::Int: return x.i < y.i ? -1 : (x.i > y.i ? 1 : 0);
    case SortAtom::Tag::Float:
        if (x.f == y.f) return 0;
        if (x.f < y.f) return -1;
        return x.f > y.f ? 1 : 2;
    case SortAtom::Tag::Str: {
        int c = x.str().compare(y.str());
        return c < 0 ? -1 : (c > 0 ? 1 : 0);
    }
    default: return 2;
    }
}

}  // namespace

SortAtoms sort_atoms(Vm& vm, const std::vector<Value>& keys) {
    SortAtoms out;
    if (keys.empty()) return out;
    auto plain_tuple = [&vm](Value v) {
        return vm.is_kind(v, vm::ObjKind::Tuple) && vm.as<vm::TupleObject>(v).cls.is_none();
    };
    if (plain_tuple(keys[0])) {
        out.tuples = true;
        out.start.reserve(keys.size() + 1);
        for (Value k : keys) {
            if (!plain_tuple(k)) return {};
            out.start.push_back(uint32_t(out.atoms.size()));
            for (Value e : vm.as<vm::TupleObject>(k).items) out.atoms.push_back(sort_atom(vm, e));
            if (out.atoms.size() > UINT32_MAX / 2) return {};
        }
        out.start.push_back(uint32_t(out.atoms.size()));
        out.usable = true;
        return out;
    }
    out.atoms.reserve(keys.size());
    for (Value k : keys) {
        out.atoms.push_back(sort_atom(vm, k));
        if (out.atoms.back().tag == SortAtom::Tag::Other) return {};
    }
    out.usable = true;
    return out;
}

int compare_sort_keys(const SortAtoms& keys, size_t a, size_t b) {
    if (!keys.usable) return 2;
    if (!keys.tuples) return compare_atoms(keys.atoms[a], keys.atoms[b]);
    // A tuple comparison: the first pair that is not equal decides, else the lengths.
    uint32_t ia = keys.start[a], ea = keys.start[a + 1];
    uint32_t ib = keys.start[b], eb = keys.start[b + 1];
    for (; ia < ea && ib < eb; ++ia, ++ib) {
        int c = compare_atoms(keys.atoms[ia], keys.atoms[ib]);
        if (c != 0) return c;
    }
    uint32_t la = ea - keys.start[a], lb = eb - keys.start[b];
    return la < lb ? -1 : (la > lb ? 1 : 0);
}

namespace {

using vm::CallArgs;
using vm::TypeId;
using vm::Value;
using vm::Vm;

Value sort_by_keys(Vm& vm, const CallArgs& a) {
    if (a.size() != 3 || !vm.is_kind(a[0], vm::ObjKind::List) || !vm.is_kind(a[1], vm::ObjKind::List))
        return vm.raise(TypeId::TypeError, "_sort_by_keys(items, keys, reverse)");
    std::vector<Value> items = vm.as<vm::ListObject>(a[0]).items;
    std::vector<Value> keys = vm.as<vm::ListObject>(a[1]).items;
    if (items.size() != keys.size()) return vm.raise(TypeId::ValueError, "_sort_by_keys: length mismatch");
    int rev = vm.truthy(a[2]);
    if (rev < 0) return Value::error();
    if (!sort_by_key_values(vm, items, keys, rev == 1)) return Value::error();
    return vm.new_list(std::move(items));
}

Value sort_list_by_keys(Vm& vm, const CallArgs& a) {
    if (a.size() != 3 || !vm.is_kind(a[0], vm::ObjKind::List) || !vm.is_kind(a[1], vm::ObjKind::List))
        return vm.raise(TypeId::TypeError, "_sort_list_by_keys(list, keys, reverse)");
    auto& list = vm.as<vm::ListObject>(a[0]).items;
    std::vector<Value> items = list;
    std::vector<Value> keys = vm.as<vm::ListObject>(a[1]).items;
    if (items.size() != keys.size()) return vm.raise(TypeId::ValueError, "list modified during sort");
    int rev = vm.truthy(a[2]);
    if (rev < 0) return Value::error();
    if (!sort_by_key_values(vm, items, keys, rev == 1)) return Value::error();
    vm.as<vm::ListObject>(a[0]).items = std::move(items);
    return Value::none();
}

}  // namespace

void register_prelude_support(vm::NativeRegistry& reg) {
    reg.add_builtin_function("_sort_by_keys", sort_by_keys);
    reg.add_builtin_function("_sort_list_by_keys", sort_list_by_keys);
}

// True when calling `callable` may run Python code (and so may pause): functions, bound
// methods, classes, callable instances. Built-in functions never do by themselves.
bool calls_python(Vm& vm, Value callable) {
    if (callable.is_builtin() || callable.is_type() || callable.is_none() || callable.is_undefined()) return false;
    if (vm.is_kind(callable, vm::ObjKind::BoundMethod))
        return calls_python(vm, vm.as<vm::BoundMethodObject>(callable).func);
    return true;
}

// True when iterating `v` runs Python code: generators and instances of user classes.
bool iterates_python(Vm& vm, Value v) {
    return vm.is_kind(v, vm::ObjKind::Generator) || vm.is_kind(v, vm::ObjKind::Instance);
}

}  // namespace stdlib
}  // namespace basilisk
