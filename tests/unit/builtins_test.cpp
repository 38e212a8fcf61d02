// Built-in functions and methods of the built-in types, called through the native registry
// against a real Vm. Expected values and messages are CPython 3.11's.
#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <utility>
#include <vector>

#include "stdlib/register.h"
#include "vm/native.h"
#include "vm/vm.h"

namespace {

using basilisk::vm::CallArgs;
using basilisk::vm::native_registry;
using basilisk::vm::TypeId;
using basilisk::vm::Value;
using basilisk::vm::Vm;

using Kw = std::vector<std::pair<std::string, Value>>;

class BuiltinsTest : public ::testing::Test {
protected:
    Vm vm;

    Value call(Value fn, std::vector<Value> pos, const Kw& kw = {}) {
        std::vector<Value> names, values;
        for (const auto& [k, v] : kw) {
            names.push_back(vm.new_str(k));
            values.push_back(v);
        }
        CallArgs a{pos, values, names};
        EXPECT_TRUE(fn.is_builtin());
        return native_registry().function(fn.as_builtin_id()).fn(vm, a);
    }
    Value fn(std::string_view name) {
        Value v = native_registry().builtin(name);
        EXPECT_FALSE(v.is_undefined()) << name;
        return v;
    }
    Value ctor(TypeId t) { return native_registry().type_attr(t, "__new__"); }
    Value meth(TypeId t, std::string_view name) {
        Value v = native_registry().type_attr(t, name);
        EXPECT_FALSE(v.is_undefined()) << name;
        return v;
    }
    // Calls a method with self as argument 0.
    Value m(Value self, std::string_view name, std::vector<Value> args = {}, const Kw& kw = {}) {
        args.insert(args.begin(), self);
        return call(meth(vm.builtin_type_of(self), name), std::move(args), kw);
    }
    Value s(std::string_view text) { return vm.new_str(text); }
    Value b(std::string_view data) { return vm.new_bytes(std::string(data)); }
    Value i(int64_t v) { return vm.new_int(v); }
    Value list(std::vector<Value> v) { return vm.new_list(std::move(v)); }
    Value tuple(std::vector<Value> v) { return vm.new_tuple(std::move(v)); }
    std::string repr(Value v) {
        EXPECT_FALSE(v.is_error()) << (vm.has_exception() ? vm.format_exception_line(vm.pending_exception()) : "");
        if (v.is_error()) {
            vm.take_exception();
            return "<error>";
        }
        auto r = vm.repr_string(v);
        return r ? *r : "<repr failed>";
    }
    // The pending exception as "TypeError: message" (and clears it).
    std::string err(Value v) {
        EXPECT_TRUE(v.is_error());
        if (!v.is_error()) return "<no error>";
        return vm.format_exception_line(vm.take_exception());
    }
};

TEST_F(BuiltinsTest, LenAndArityMessages) {
    EXPECT_EQ(repr(call(fn("len"), {s("héllo")})), "5");
    EXPECT_EQ(err(call(fn("len"), {i(1), i(2)})), "TypeError: len() takes exactly one argument (2 given)");
    EXPECT_EQ(err(call(fn("len"), {}, {{"x", i(1)}})), "TypeError: len() takes no keyword arguments");
    EXPECT_EQ(err(m(s("a"), "split", {i(1), i(2), i(3)})), "TypeError: split() takes at most 2 arguments (3 given)");
    EXPECT_EQ(err(m(s("a"), "split", {}, {{"x", i(1)}})), "TypeError: 'x' is an invalid keyword argument for split()");
    EXPECT_EQ(err(m(s("a"), "split", {s(" ")}, {{"sep", s(" ")}})),
              "TypeError: argument for split() given by name ('sep') and position (1)");
    EXPECT_EQ(err(m(list({}), "sort", {i(1)})), "TypeError: sort() takes no positional arguments");
    EXPECT_EQ(err(m(s("a"), "find", {})), "TypeError: find() takes at least 1 argument (0 given)");
    EXPECT_EQ(err(m(s("a"), "center", {})), "TypeError: center expected at least 1 argument, got 0");
    EXPECT_EQ(err(m(s("a"), "upper", {i(1)})), "TypeError: str.upper() takes no arguments (1 given)");
    EXPECT_EQ(err(m(list({}), "insert", {i(1)})), "TypeError: insert expected 2 arguments, got 1");
    EXPECT_EQ(err(call(fn("sum"), {}, {{"start", i(1)}})),
              "TypeError: sum() takes at least 1 positional argument (0 given)");
    EXPECT_EQ(err(m(s("a"), "encode", {}, {{"encoding", s("ascii")}, {"errors", s("strict")}, {"x", i(1)}})),
              "TypeError: encode() takes at most 2 keyword arguments (3 given)");
}

TEST_F(BuiltinsTest, MethodSelfIsChecked) {
    EXPECT_EQ(err(call(meth(TypeId::Str, "upper"), {i(1)})),
              "TypeError: descriptor 'upper' for 'str' objects doesn't apply to a 'int' object");
    EXPECT_EQ(err(call(meth(TypeId::List, "append"), {})), "TypeError: unbound method list.append() needs an argument");
}

TEST_F(BuiltinsTest, Print) {
    vm.output().clear();
    EXPECT_TRUE(call(fn("print"), {i(1), s("a"), Value::none()}).is_none());
    EXPECT_TRUE(call(fn("print"), {i(1), i(2)}, {{"sep", s("-")}, {"end", s("!")}}).is_none());
    EXPECT_TRUE(call(fn("print"), {}, {{"sep", Value::none()}, {"end", Value::none()}}).is_none());
    EXPECT_EQ(vm.output(), "1 a None\n1-2!\n");
    EXPECT_EQ(err(call(fn("print"), {}, {{"sep", i(1)}})), "TypeError: sep must be None or a string, not int");
    EXPECT_EQ(err(call(fn("print"), {}, {{"end", i(1)}})), "TypeError: end must be None or a string, not int");
    EXPECT_EQ(err(call(fn("print"), {}, {{"x", i(1)}})), "TypeError: 'x' is an invalid keyword argument for print()");
}

TEST_F(BuiltinsTest, SortedAndSort) {
    EXPECT_EQ(repr(call(fn("sorted"), {list({i(3), i(1), i(2)})})), "[1, 2, 3]");
    EXPECT_EQ(repr(call(fn("sorted"), {list({i(3), i(1), i(2)})}, {{"reverse", Value::boolean(true)}})), "[3, 2, 1]");
    EXPECT_EQ(repr(call(fn("sorted"), {s("bca")})), "['a', 'b', 'c']");
    EXPECT_EQ(repr(call(fn("sorted"), {list({Value::from_double(2.5), Value::from_double(-1.0)})})), "[-1.0, 2.5]");
    // Mixed int/float/bool goes through the generic comparison; stable for equal keys.
    EXPECT_EQ(repr(call(fn("sorted"), {list({Value::from_double(1.5), i(1), Value::boolean(true)})})), "[1, True, 1.5]");
    // Stable with a key (len), also when reversed.
    Value words = list({s("bb"), s("a"), s("cc"), s("d")});
    EXPECT_EQ(repr(call(fn("sorted"), {words}, {{"key", fn("len")}})), "['a', 'd', 'bb', 'cc']");
    EXPECT_EQ(repr(call(fn("sorted"), {words}, {{"key", fn("len")}, {"reverse", Value::boolean(true)}})),
              "['bb', 'cc', 'a', 'd']");
    EXPECT_EQ(err(call(fn("sorted"), {words, Value::none()})), "TypeError: sorted expected 1 argument, got 2");
    EXPECT_EQ(err(call(fn("sorted"), {words}, {{"x", i(1)}})), "TypeError: 'x' is an invalid keyword argument for sort()");
    EXPECT_EQ(err(call(fn("sorted"), {list({i(1), s("a")})})),
              "TypeError: '<' not supported between instances of 'str' and 'int'");
    Value l = list({i(5), i(-2), i(9)});
    EXPECT_TRUE(m(l, "sort").is_none());
    EXPECT_EQ(repr(l), "[-2, 5, 9]");
}

TEST_F(BuiltinsTest, SortIsFastForLargeIntLists) {
    std::vector<Value> items;
    uint64_t x = 12345;
    for (int k = 0; k < 300000; ++k) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        items.push_back(Value::small_int(int64_t(x >> 40)));
    }
    Value l = list(items);
    auto t0 = std::chrono::steady_clock::now();
    EXPECT_TRUE(m(l, "sort").is_none());
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0).count();
    const auto& sorted = vm.as<basilisk::vm::ListObject>(l).items;
    ASSERT_EQ(sorted.size(), 300000u);
    for (size_t k = 1; k < sorted.size(); ++k) ASSERT_LE(sorted[k - 1].as_small_int(), sorted[k].as_small_int());
    EXPECT_LT(ms, 2000);
}

TEST_F(BuiltinsTest, MinMaxSumAnyAll) {
    EXPECT_EQ(repr(call(fn("max"), {list({i(3), i(7), i(2)})})), "7");
    EXPECT_EQ(repr(call(fn("min"), {i(3), i(1), i(2)})), "1");
    EXPECT_EQ(repr(call(fn("max"), {s("a"), s("ccc"), s("bb")}, {{"key", fn("len")}})), "'ccc'");
    EXPECT_EQ(repr(call(fn("max"), {list({})}, {{"default", i(5)}})), "5");
    EXPECT_EQ(err(call(fn("max"), {list({})})), "ValueError: max() arg is an empty sequence");
    EXPECT_EQ(err(call(fn("min"), {})), "TypeError: min expected at least 1 argument, got 0");
    EXPECT_EQ(err(call(fn("min"), {i(1), i(2)}, {{"default", i(3)}})),
              "TypeError: Cannot specify a default for min() with multiple positional arguments");
    EXPECT_EQ(repr(call(fn("sum"), {list({i(1), i(2), i(3)})})), "6");
    std::vector<Value> tenths(10, Value::from_double(0.1));
    EXPECT_EQ(repr(call(fn("sum"), {list(tenths)})), "0.9999999999999999");
    EXPECT_EQ(repr(call(fn("sum"), {list({i(1)})}, {{"start", Value::from_double(0.5)}})), "1.5");
    EXPECT_EQ(repr(call(fn("sum"), {list({list({i(1)}), list({i(2)})}), list({})})), "[1, 2]");
    EXPECT_EQ(err(call(fn("sum"), {list({}), s("")})), "TypeError: sum() can't sum strings [use ''.join(seq) instead]");
    EXPECT_EQ(repr(call(fn("any"), {list({i(0), i(2)})})), "True");
    EXPECT_EQ(repr(call(fn("all"), {list({i(1), i(0)})})), "False");
    EXPECT_EQ(repr(call(fn("all"), {list({})})), "True");
}

TEST_F(BuiltinsTest, IsinstanceAndAttributes) {
    Value int_t = Value::type(uint32_t(TypeId::Int));
    Value str_t = Value::type(uint32_t(TypeId::Str));
    EXPECT_EQ(repr(call(fn("isinstance"), {Value::boolean(true), int_t})), "True");
    EXPECT_EQ(repr(call(fn("isinstance"), {i(1), tuple({str_t, tuple({int_t})})})), "True");
    EXPECT_EQ(repr(call(fn("isinstance"), {i(1), tuple({int_t, i(1)})})), "True");
    EXPECT_EQ(err(call(fn("isinstance"), {i(1), i(1)})),
              "TypeError: isinstance() arg 2 must be a type, a tuple of types, or a union");
    EXPECT_EQ(repr(call(fn("issubclass"), {Value::type(uint32_t(TypeId::Bool)), int_t})), "True");
    EXPECT_EQ(err(call(fn("issubclass"), {i(1), int_t})), "TypeError: issubclass() arg 1 must be a class");
    EXPECT_EQ(repr(call(ctor(TypeId::Type), {Value::type(uint32_t(TypeId::Type)), s("x")})), "<class 'str'>");
    EXPECT_EQ(err(call(fn("getattr"), {i(1), i(1)})), "TypeError: attribute name must be string, not 'int'");
    EXPECT_EQ(repr(call(fn("getattr"), {i(1), s("zz"), i(5)})), "5");
    EXPECT_EQ(repr(call(fn("hasattr"), {i(1), s("zz")})), "False");
    EXPECT_EQ(repr(call(fn("callable"), {fn("len")})), "True");
    EXPECT_EQ(repr(call(fn("callable"), {i(1)})), "False");
    EXPECT_EQ(repr(call(fn("id"), {Value::none()})), repr(call(fn("id"), {Value::none()})));
}

TEST_F(BuiltinsTest, Constructors) {
    Value range_t = Value::type(uint32_t(TypeId::Range));
    EXPECT_EQ(repr(call(ctor(TypeId::Range), {range_t, i(1), i(10), i(2)})), "range(1, 10, 2)");
    EXPECT_EQ(err(call(ctor(TypeId::Range), {range_t, i(1), i(2), i(0)})), "ValueError: range() arg 3 must not be zero");
    EXPECT_EQ(err(call(ctor(TypeId::Range), {range_t, Value::from_double(1.0)})),
              "TypeError: 'float' object cannot be interpreted as an integer");
    EXPECT_EQ(err(call(ctor(TypeId::Range), {range_t})), "TypeError: range expected at least 1 argument, got 0");
    Value list_t = Value::type(uint32_t(TypeId::List));
    EXPECT_EQ(repr(call(ctor(TypeId::List), {list_t, s("ab")})), "['a', 'b']");
    EXPECT_EQ(err(call(ctor(TypeId::List), {list_t, i(1)})), "TypeError: 'int' object is not iterable");
    Value dict_t = Value::type(uint32_t(TypeId::Dict));
    EXPECT_EQ(repr(call(ctor(TypeId::Dict), {dict_t, list({tuple({i(1), i(2)})})}, {{"a", i(3)}})), "{1: 2, 'a': 3}");
    EXPECT_EQ(err(call(ctor(TypeId::Dict), {dict_t, list({list({i(1)})})})),
              "ValueError: dictionary update sequence element #0 has length 1; 2 is required");
    EXPECT_EQ(err(call(ctor(TypeId::Dict), {dict_t, list({i(1)})})),
              "TypeError: cannot convert dictionary update sequence element #0 to a sequence");
    Value set_t = Value::type(uint32_t(TypeId::Set));
    EXPECT_EQ(repr(call(ctor(TypeId::Set), {set_t, list({i(3), i(1), i(3)})})), "{1, 3}");
    Value str_t = Value::type(uint32_t(TypeId::Str));
    EXPECT_EQ(repr(call(ctor(TypeId::Str), {str_t, i(42)})), "'42'");
    EXPECT_EQ(repr(call(ctor(TypeId::Str), {str_t, b("h\xc3\xa9"), s("utf-8")})), "'hé'");
    EXPECT_EQ(err(call(ctor(TypeId::Str), {str_t, i(1), s("utf-8")})),
              "TypeError: decoding to str: need a bytes-like object, int found");
    Value bytes_t = Value::type(uint32_t(TypeId::Bytes));
    EXPECT_EQ(repr(call(ctor(TypeId::Bytes), {bytes_t, i(3)})), "b'\\x00\\x00\\x00'");
    EXPECT_EQ(repr(call(ctor(TypeId::Bytes), {bytes_t, list({i(104), i(105)})})), "b'hi'");
    EXPECT_EQ(err(call(ctor(TypeId::Bytes), {bytes_t, list({i(256)})})), "ValueError: bytes must be in range(0, 256)");
    EXPECT_EQ(err(call(ctor(TypeId::Bytes), {bytes_t, s("a")})), "TypeError: string argument without an encoding");
    EXPECT_EQ(err(call(ctor(TypeId::Bytes), {bytes_t, i(-1)})), "ValueError: negative count");
    Value slice_t = Value::type(uint32_t(TypeId::Slice));
    Value sl = call(ctor(TypeId::Slice), {slice_t, Value::none(), Value::none(), i(-1)});
    EXPECT_EQ(repr(m(sl, "indices", {i(4)})), "(3, -1, -1)");
    EXPECT_EQ(repr(m(call(ctor(TypeId::Slice), {slice_t, i(-100), i(100)}), "indices", {i(10)})), "(0, 10, 1)");
    EXPECT_EQ(err(call(ctor(TypeId::Slice), {slice_t})), "TypeError: slice expected at least 1 argument, got 0");
    Value enum_t = Value::type(uint32_t(TypeId::Enumerate));
    EXPECT_EQ(err(call(ctor(TypeId::Enumerate), {enum_t}, {{"start", i(1)}})),
              "TypeError: 'start' is an invalid keyword argument for enumerate()");
    // Names are bound in the builtins namespace.
    EXPECT_TRUE(native_registry().builtin("list").identical(list_t));
    EXPECT_TRUE(native_registry().builtin("KeyError").identical(Value::type(uint32_t(TypeId::KeyError))));
    EXPECT_TRUE(native_registry().builtin("NotImplemented").is_not_implemented());
}

TEST_F(BuiltinsTest, StrMethods) {
    EXPECT_EQ(repr(m(s("a b  c"), "split")), "['a', 'b', 'c']");
    EXPECT_EQ(repr(m(s("a,b,c"), "rsplit", {s(","), i(1)})), "['a,b', 'c']");
    EXPECT_EQ(err(m(s("a"), "split", {s("")})), "ValueError: empty separator");
    EXPECT_EQ(repr(m(s("-"), "join", {list({s("a"), s("b")})})), "'a-b'");
    EXPECT_EQ(err(m(s(""), "join", {list({s("a"), i(1)})})), "TypeError: sequence item 1: expected str instance, int found");
    EXPECT_EQ(err(m(s(""), "join", {i(1)})), "TypeError: can only join an iterable");
    EXPECT_EQ(repr(m(s("abcabc"), "find", {s("c"), i(3)})), "5");
    EXPECT_EQ(repr(m(s("abc"), "find", {s("b"), Value::none(), i(1)})), "-1");
    EXPECT_EQ(err(m(s("abc"), "index", {s("z")})), "ValueError: substring not found");
    EXPECT_EQ(err(m(s("a"), "find", {i(1)})), "TypeError: must be str, not int");
    EXPECT_EQ(err(m(s("a"), "find", {s("a"), Value::from_double(1.5)})),
              "TypeError: slice indices must be integers or None or have an __index__ method");
    EXPECT_EQ(repr(m(s("abc"), "center", {i(9), s("*")})), "'***abc***'");
    EXPECT_EQ(err(m(s("a"), "ljust", {i(3), s("ab")})), "TypeError: The fill character must be exactly one character long");
    EXPECT_EQ(repr(m(s("hello"), "startswith", {tuple({s("x"), s("he")})})), "True");
    EXPECT_EQ(err(m(s("a"), "startswith", {i(1)})), "TypeError: startswith first arg must be str or a tuple of str, not int");
    EXPECT_EQ(repr(m(s("xxyxx"), "strip", {s("x")})), "'y'");
    EXPECT_EQ(err(m(s("a"), "strip", {i(1)})), "TypeError: strip arg must be None or str");
    EXPECT_EQ(repr(m(s("aXbXc"), "replace", {s("X"), s("-"), i(1)})), "'a-bXc'");
    EXPECT_EQ(repr(m(s("ab"), "partition", {s("b")})), "('a', 'b', '')");
    EXPECT_EQ(repr(m(s("Straße"), "upper")), "'STRASSE'");
    EXPECT_EQ(repr(m(s("-42"), "zfill", {i(5)})), "'-0042'");
    EXPECT_EQ(repr(m(s("a\nb\r\nc"), "splitlines", {}, {{"keepends", Value::boolean(true)}})), "['a\\n', 'b\\r\\n', 'c']");
    EXPECT_EQ(repr(m(s("abc"), "encode")), "b'abc'");
    EXPECT_EQ(err(m(s("x"), "encode", {s("zz")})), "LookupError: unknown encoding: zz");
    Value table = call(meth(TypeId::Str, "maketrans"), {s("ab"), s("xy"), s("c")});
    EXPECT_EQ(repr(table), "{97: 120, 98: 121, 99: None}");
    EXPECT_EQ(repr(m(s("abcd"), "translate", {table})), "'xyd'");
    EXPECT_EQ(repr(m(s("Ab Cd"), "istitle")), "True");
    EXPECT_EQ(repr(m(s("a"), "removeprefix", {s("a")})), "''");
}

TEST_F(BuiltinsTest, StrFormat) {
    EXPECT_EQ(repr(m(s("{0}-{x}-{0!r}"), "format", {s("a")}, {{"x", i(2)}})), "\"a-2-'a'\"");
    EXPECT_EQ(err(m(s("{0}-{}"), "format", {i(1), i(2)})),
              "ValueError: cannot switch from manual field specification to automatic field numbering");
    EXPECT_EQ(err(m(s("{} {}"), "format", {i(1)})),
              "IndexError: Replacement index 1 out of range for positional args tuple");
    EXPECT_EQ(err(m(s("{a}"), "format", {})), "KeyError: 'a'");
    EXPECT_EQ(repr(m(s("{:>5}|{:{}}"), "format", {s("a"), i(3), i(4)})), "'    a|   3'");
    EXPECT_EQ(repr(m(s("{0[1]}{0[0]}"), "format", {list({s("x"), s("y")})})), "'yx'");
    EXPECT_EQ(err(m(s("{0:{1:{2}}}"), "format", {i(1), i(2), i(3)})), "ValueError: Max string recursion exceeded");
    EXPECT_EQ(repr(m(s("{{}}"), "format")), "'{}'");
    Value d = vm.new_dict();
    vm.dict_set(d, s("k"), list({i(5)}));
    EXPECT_EQ(repr(m(s("{k[0]}"), "format_map", {d})), "'5'");
    EXPECT_EQ(err(m(s("{0}"), "format_map", {d})), "ValueError: Format string contains positional fields");
}

TEST_F(BuiltinsTest, BytesMethods) {
    EXPECT_EQ(repr(m(b("abc"), "hex", {s(":")})), "'61:62:63'");
    EXPECT_EQ(repr(call(meth(TypeId::Bytes, "fromhex"), {Value::type(uint32_t(TypeId::Bytes)), s("de ad")})),
              "b'\\xde\\xad'");
    EXPECT_EQ(repr(m(b("h\xc3\xa9"), "decode")), "'hé'");
    EXPECT_EQ(err(m(b("\xff"), "decode")),
              "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xff in position 0: invalid start byte");
    EXPECT_EQ(repr(m(b("a,b"), "split", {b(",")})), "[b'a', b'b']");
    EXPECT_EQ(err(m(b("a"), "split", {s("a")})), "TypeError: a bytes-like object is required, not 'str'");
    EXPECT_EQ(repr(m(b("abc"), "find", {i(98)})), "1");
    EXPECT_EQ(repr(m(b("-"), "join", {list({b("a"), b("b")})})), "b'a-b'");
    EXPECT_EQ(err(m(b(""), "join", {list({s("a")})})), "TypeError: sequence item 0: expected a bytes-like object, str found");
    EXPECT_EQ(repr(m(b("a"), "center", {i(5), b("*")})), "b'**a**'");
    EXPECT_EQ(err(m(b("abc"), "index", {b("z")})), "ValueError: subsection not found");
}

TEST_F(BuiltinsTest, ListMethods) {
    Value l = list({i(1), i(2)});
    m(l, "append", {i(3)});
    m(l, "insert", {i(-100), i(0)});
    m(l, "extend", {tuple({i(4)})});
    EXPECT_EQ(repr(l), "[0, 1, 2, 3, 4]");
    EXPECT_EQ(repr(m(l, "pop")), "4");
    EXPECT_EQ(repr(m(l, "pop", {i(0)})), "0");
    EXPECT_EQ(err(m(l, "pop", {i(10)})), "IndexError: pop index out of range");
    EXPECT_EQ(err(m(list({}), "pop")), "IndexError: pop from empty list");
    EXPECT_EQ(repr(m(l, "index", {i(3)})), "2");
    EXPECT_EQ(err(m(l, "index", {i(5)})), "ValueError: 5 is not in list");
    EXPECT_EQ(err(m(l, "index", {i(1), i(1)})), "ValueError: 1 is not in list");
    EXPECT_EQ(err(m(l, "remove", {i(9)})), "ValueError: list.remove(x): x not in list");
    m(l, "remove", {i(2)});
    EXPECT_EQ(repr(l), "[1, 3]");
    EXPECT_EQ(repr(m(list({i(1), i(1), i(2)}), "count", {i(1)})), "2");
    m(l, "reverse");
    EXPECT_EQ(repr(l), "[3, 1]");
    EXPECT_EQ(repr(m(l, "copy")), "[3, 1]");
    m(l, "clear");
    EXPECT_EQ(repr(l), "[]");
    EXPECT_EQ(err(m(tuple({i(1)}), "index", {i(5)})), "ValueError: tuple.index(x): x not in tuple");
    EXPECT_EQ(repr(m(tuple({i(1), i(2), i(1)}), "count", {i(1)})), "2");
}

TEST_F(BuiltinsTest, DictMethods) {
    Value d = vm.new_dict();
    vm.dict_set(d, s("a"), i(1));
    EXPECT_EQ(repr(m(d, "get", {s("a")})), "1");
    EXPECT_EQ(repr(m(d, "get", {s("z")})), "None");
    EXPECT_EQ(repr(m(d, "setdefault", {s("b"), i(2)})), "2");
    EXPECT_EQ(repr(m(d, "pop", {s("zz"), s("dflt")})), "'dflt'");
    EXPECT_EQ(err(m(d, "pop", {s("zz")})), "KeyError: 'zz'");
    EXPECT_EQ(repr(m(d, "popitem")), "('b', 2)");
    m(d, "update", {list({tuple({s("c"), i(3)})})}, {{"e", i(5)}});
    EXPECT_EQ(repr(d), "{'a': 1, 'c': 3, 'e': 5}");
    EXPECT_EQ(repr(m(d, "keys")), "dict_keys(['a', 'c', 'e'])");
    EXPECT_EQ(repr(m(d, "items")), "dict_items([('a', 1), ('c', 3), ('e', 5)])");
    EXPECT_EQ(repr(m(d, "copy")), "{'a': 1, 'c': 3, 'e': 5}");
    m(d, "clear");
    EXPECT_EQ(err(m(d, "popitem")), "KeyError: 'popitem(): dictionary is empty'");
    EXPECT_EQ(repr(call(meth(TypeId::Dict, "fromkeys"), {Value::type(uint32_t(TypeId::Dict)), s("ab"), i(0)})),
              "{'a': 0, 'b': 0}");
}

TEST_F(BuiltinsTest, SetMethods) {
    Value set_t = Value::type(uint32_t(TypeId::Set));
    Value a = call(ctor(TypeId::Set), {set_t, list({i(1), i(2)})});
    EXPECT_EQ(repr(m(a, "union", {list({i(3)}), list({i(4)})})), "{1, 2, 3, 4}");
    EXPECT_EQ(repr(m(a, "intersection", {list({i(2), i(2), i(3)})})), "{2}");
    EXPECT_EQ(repr(m(a, "difference", {list({i(2)})})), "{1}");
    EXPECT_EQ(repr(m(a, "symmetric_difference", {list({i(2), i(3)})})), "{1, 3}");
    EXPECT_EQ(repr(m(a, "issubset", {list({i(1), i(2), i(3)})})), "True");
    EXPECT_EQ(repr(m(a, "isdisjoint", {list({i(3)})})), "True");
    EXPECT_EQ(err(m(a, "remove", {i(9)})), "KeyError: 9");
    m(a, "add", {i(7)});
    m(a, "discard", {i(1)});
    EXPECT_EQ(repr(a), "{2, 7}");
    m(a, "intersection_update", {list({i(7)})});
    EXPECT_EQ(repr(a), "{7}");
    EXPECT_EQ(repr(m(a, "pop")), "7");
    EXPECT_EQ(err(m(a, "pop")), "KeyError: 'pop from an empty set'");
    Value f = call(ctor(TypeId::FrozenSet), {Value::type(uint32_t(TypeId::FrozenSet)), list({i(1)})});
    EXPECT_EQ(repr(m(f, "union", {list({i(2)})})), "frozenset({1, 2})");
}

TEST_F(BuiltinsTest, RangeMethods) {
    Value r = call(ctor(TypeId::Range), {Value::type(uint32_t(TypeId::Range)), i(0), i(10), i(3)});
    EXPECT_EQ(repr(m(r, "index", {i(6)})), "2");
    EXPECT_EQ(err(m(r, "index", {i(5)})), "ValueError: 5 is not in range");
    EXPECT_EQ(repr(m(r, "count", {i(9)})), "1");
    EXPECT_EQ(repr(m(r, "count", {i(10)})), "0");
}

}  // namespace
