// The VM's generic operations (vm/ops_*.cpp) exercised directly on a Vm, plus a few small
// programs for the dunder dispatch of user classes. Expected values are CPython 3.11's.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "compiler/compile.h"
#include "vm/native.h"
#include "vm/vm.h"
#include "vm/vm_internal.h"

namespace {

using namespace basilisk::vm;

class OpsTest : public ::testing::Test {
protected:
    Vm vm;

    Value i(int64_t v) { return vm.new_int(v); }
    Value big(const char* dec) { return vm.new_int(basilisk::num::BigInt(dec)); }
    Value f(double d) { return vm.new_float(d); }
    Value s(std::string_view t) { return vm.new_str(t); }
    Value b(std::string_view t) { return vm.new_bytes(std::string(t)); }
    Value list(std::vector<Value> v) { return vm.new_list(std::move(v)); }
    Value tuple(std::vector<Value> v) { return vm.new_tuple(std::move(v)); }
    Value set(std::vector<Value> v, bool frozen = false) {
        Value r = vm.new_set(frozen);
        for (Value x : v) EXPECT_EQ(vm.set_add(r, x), 1);
        return r;
    }
    Value dict(std::vector<std::pair<Value, Value>> kv) {
        Value d = vm.new_dict();
        for (auto [k, v] : kv) EXPECT_TRUE(vm.dict_set(d, k, v));
        return d;
    }
    Value slice(Value a, Value b2, Value c) { return Value::object(vm.heap.make<SliceObject>(a, b2, c)); }

    std::string err() {
        if (!vm.has_exception()) return "<no exception>";
        Value e = vm.take_exception();
        return vm.format_exception_line(e);
    }
    std::string repr(Value v) {
        if (v.is_error()) return "!" + err();
        auto r = vm.repr_string(v);
        if (!r) return "!" + err();
        return *r;
    }
    std::string str(Value v) {
        auto r = vm.str_string(v);
        if (!r) return "!" + err();
        return *r;
    }
    std::string bin(Value a, BinaryOp op, Value c, bool inplace = false) { return repr(vm.binary_op(a, c, op, inplace)); }
    std::string cmp(Value a, CompareOp op, Value c) { return repr(vm.compare(a, c, op)); }
    int64_t hash(Value v) {
        auto h = vm.hash(v);
        EXPECT_TRUE(h.has_value()) << err();
        return h.value_or(0);
    }
    std::string item(Value c, Value k) { return repr(vm.get_item(c, k)); }

    // Compiles and runs a program; returns its output, or "!" + the exception line.
    std::string run(std::string_view source) {
        auto compiled = basilisk::compiler::compile_program(source);
        if (!std::holds_alternative<ProgramRef>(compiled)) return "!syntax error";
        uint32_t p = vm.add_program(std::get<ProgramRef>(compiled));
        vm.start_module(p);
        RunStatus st = vm.run();
        std::string out = vm.output();
        vm.output().clear();
        if (st == RunStatus::Error) return out + "!" + vm.format_exception_line(vm.uncaught_exception());
        return out;
    }
};

TEST_F(OpsTest, IntArithmetic) {
    EXPECT_EQ(bin(i(7), BinaryOp::FloorDiv, i(-2)), "-4");
    EXPECT_EQ(bin(i(7), BinaryOp::Mod, i(-2)), "-1");
    EXPECT_EQ(bin(i(-7), BinaryOp::FloorDiv, i(2)), "-4");
    EXPECT_EQ(bin(i(1), BinaryOp::TrueDiv, i(4)), "0.25");
    EXPECT_EQ(bin(i(2), BinaryOp::Pow, i(-1)), "0.5");
    EXPECT_EQ(bin(i(2), BinaryOp::Pow, i(100)), "1267650600228229401496703205376");
    EXPECT_EQ(bin(i(Value::kMaxSmallInt), BinaryOp::Add, i(1)), "140737488355328");
    EXPECT_EQ(bin(i(1LL << 40), BinaryOp::Mul, i(1LL << 40)), "1208925819614629174706176");
    EXPECT_EQ(bin(big("1208925819614629174706176"), BinaryOp::FloorDiv, i(1LL << 40)), "1099511627776");
    EXPECT_TRUE(vm.binary_op(big("1208925819614629174706176"), i(1LL << 40), BinaryOp::FloorDiv).is_small_int());
    EXPECT_EQ(bin(i(1), BinaryOp::LShift, i(70)), "1180591620717411303424");
    EXPECT_EQ(bin(i(-5), BinaryOp::RShift, i(1)), "-3");
    EXPECT_EQ(bin(i(-1), BinaryOp::RShift, i(100)), "-1");
    EXPECT_EQ(bin(i(6), BinaryOp::And, i(3)), "2");
    EXPECT_EQ(bin(i(-6), BinaryOp::Xor, i(3)), "-7");
    EXPECT_EQ(bin(Value::boolean(true), BinaryOp::Add, Value::boolean(true)), "2");
    EXPECT_EQ(bin(Value::boolean(true), BinaryOp::And, Value::boolean(false)), "False");
    EXPECT_EQ(bin(Value::boolean(true), BinaryOp::Or, i(2)), "3");
    EXPECT_EQ(repr(vm.unary_op(Value::boolean(true), UnaryOp::Invert)), "-2");
    EXPECT_EQ(repr(vm.unary_op(big("140737488355328"), UnaryOp::Negative)), "-140737488355328");
    EXPECT_TRUE(vm.unary_op(big("140737488355328"), UnaryOp::Negative).is_small_int());
}

TEST_F(OpsTest, ArithmeticErrors) {
    EXPECT_EQ(bin(i(1), BinaryOp::TrueDiv, i(0)), "!ZeroDivisionError: division by zero");
    EXPECT_EQ(bin(i(1), BinaryOp::FloorDiv, i(0)), "!ZeroDivisionError: integer division or modulo by zero");
    EXPECT_EQ(bin(i(1), BinaryOp::Mod, i(0)), "!ZeroDivisionError: integer modulo by zero");
    EXPECT_EQ(bin(f(1), BinaryOp::TrueDiv, i(0)), "!ZeroDivisionError: float division by zero");
    EXPECT_EQ(bin(i(1), BinaryOp::Add, s("a")), "!TypeError: unsupported operand type(s) for +: 'int' and 'str'");
    EXPECT_EQ(bin(i(1), BinaryOp::Add, s("a"), true), "!TypeError: unsupported operand type(s) for +=: 'int' and 'str'");
    EXPECT_EQ(bin(s("a"), BinaryOp::Add, i(1)), "!TypeError: can only concatenate str (not \"int\") to str");
    EXPECT_EQ(bin(list({}), BinaryOp::Add, tuple({})), "!TypeError: can only concatenate list (not \"tuple\") to list");
    EXPECT_EQ(bin(b("a"), BinaryOp::Add, s("x")), "!TypeError: can't concat str to bytes");
    EXPECT_EQ(bin(s("ab"), BinaryOp::Mul, f(1.5)), "!TypeError: can't multiply sequence by non-int of type 'float'");
    EXPECT_EQ(bin(f(1.5), BinaryOp::Mul, list({})), "!TypeError: can't multiply sequence by non-int of type 'float'");
    EXPECT_EQ(bin(s("a"), BinaryOp::Pow, i(2)), "!TypeError: unsupported operand type(s) for ** or pow(): 'str' and 'int'");
    EXPECT_EQ(bin(i(1), BinaryOp::MatMul, i(2)), "!TypeError: unsupported operand type(s) for @: 'int' and 'int'");
    EXPECT_EQ(bin(i(1), BinaryOp::LShift, i(-1)), "!ValueError: negative shift count");
    EXPECT_EQ(bin(f(1), BinaryOp::LShift, i(1)), "!TypeError: unsupported operand type(s) for <<: 'float' and 'int'");
    EXPECT_EQ(repr(vm.unary_op(s("a"), UnaryOp::Negative)), "!TypeError: bad operand type for unary -: 'str'");
    EXPECT_EQ(repr(vm.unary_op(f(1.5), UnaryOp::Invert)), "!TypeError: bad operand type for unary ~: 'float'");
}

TEST_F(OpsTest, FloatAndMixed) {
    EXPECT_EQ(bin(f(0.1), BinaryOp::Add, f(0.2)), "0.30000000000000004");
    EXPECT_EQ(bin(i(1), BinaryOp::Add, f(0.5)), "1.5");
    EXPECT_EQ(bin(f(7.5), BinaryOp::FloorDiv, i(2)), "3.0");
    EXPECT_EQ(bin(f(-7.5), BinaryOp::Mod, i(2)), "0.5");
    EXPECT_EQ(bin(i(2), BinaryOp::Pow, f(0.5)), "1.4142135623730951");
    EXPECT_EQ(bin(Value::boolean(true), BinaryOp::Mul, f(2.5)), "2.5");
    EXPECT_EQ(bin(f(1e308), BinaryOp::Mul, i(10)), "inf");
}

TEST_F(OpsTest, Sequences) {
    EXPECT_EQ(bin(s("ab"), BinaryOp::Add, s("cd")), "'abcd'");
    EXPECT_EQ(bin(s("ab"), BinaryOp::Mul, i(3)), "'ababab'");
    EXPECT_EQ(bin(i(2), BinaryOp::Mul, s("é")), "'éé'");
    EXPECT_EQ(bin(s("ab"), BinaryOp::Mul, i(-1)), "''");
    EXPECT_EQ(bin(list({i(1)}), BinaryOp::Mul, i(3)), "[1, 1, 1]");
    EXPECT_EQ(bin(tuple({i(1)}), BinaryOp::Add, tuple({i(2)})), "(1, 2)");
    EXPECT_EQ(bin(b("ab"), BinaryOp::Mul, i(2)), "b'abab'");
    EXPECT_EQ(bin(list({i(1)}), BinaryOp::Mul, big("4611686018427387904")), "!MemoryError");
    EXPECT_EQ(bin(s("ab"), BinaryOp::Mul, big("4611686018427387904")), "!OverflowError: repeated string is too long");
    EXPECT_EQ(bin(s("ab"), BinaryOp::Mul, big("18446744073709551616")),
              "!OverflowError: cannot fit 'int' into an index-sized integer");
    EXPECT_EQ(bin(list({i(1), i(2)}), BinaryOp::Mul, i(int64_t(1) << 40)), "!MemoryError");
    // Over the host's memory limit the repeat is refused before allocating, with the limit error
    // (which no except clause can catch), not a MemoryError.
    vm.limits().max_memory_bytes = 1000;
    EXPECT_TRUE(vm.binary_op(s("ab"), i(1000), BinaryOp::Mul).is_error());
    EXPECT_FALSE(vm.has_exception());
    EXPECT_EQ(vm.limit_exceeded(), "max_memory_bytes");
    vm.limits().max_memory_bytes = 0;

    // list += iterable extends the same list.
    Value l = list({i(1)});
    Value r = vm.binary_op(l, tuple({i(2), i(3)}), BinaryOp::Add, true);
    EXPECT_TRUE(r.identical(l));
    EXPECT_EQ(repr(l), "[1, 2, 3]");
    r = vm.binary_op(l, l, BinaryOp::Add, true);
    EXPECT_EQ(repr(l), "[1, 2, 3, 1, 2, 3]");
    EXPECT_EQ(bin(list({}), BinaryOp::Add, i(1), true), "!TypeError: 'int' object is not iterable");
    // t += t makes a new tuple.
    Value t = tuple({i(1)});
    EXPECT_FALSE(vm.binary_op(t, t, BinaryOp::Add, true).identical(t));
}

TEST_F(OpsTest, SetsAndDicts) {
    Value a = set({i(1), i(2), i(3)});
    Value c = set({i(2), i(3), i(4)}, true);
    EXPECT_EQ(bin(a, BinaryOp::Or, c), "{1, 2, 3, 4}");
    EXPECT_EQ(bin(a, BinaryOp::And, c), "{2, 3}");
    EXPECT_EQ(bin(a, BinaryOp::Sub, c), "{1}");
    EXPECT_EQ(bin(a, BinaryOp::Xor, c), "{1, 4}");
    EXPECT_EQ(bin(c, BinaryOp::Sub, a), "frozenset({4})");
    EXPECT_EQ(bin(a, BinaryOp::Or, list({})), "!TypeError: unsupported operand type(s) for |: 'set' and 'list'");
    Value r = vm.binary_op(a, c, BinaryOp::Or, true);
    EXPECT_TRUE(r.identical(a));
    EXPECT_EQ(repr(a), "{1, 2, 3, 4}");
    r = vm.binary_op(a, set({i(1), i(4)}), BinaryOp::And, true);
    EXPECT_TRUE(r.identical(a));
    EXPECT_EQ(repr(a), "{1, 4}");

    Value d1 = dict({{s("a"), i(1)}, {s("b"), i(2)}});
    Value d2 = dict({{s("b"), i(3)}, {s("c"), i(4)}});
    EXPECT_EQ(bin(d1, BinaryOp::Or, d2), "{'a': 1, 'b': 3, 'c': 4}");
    EXPECT_EQ(repr(d1), "{'a': 1, 'b': 2}");
    EXPECT_TRUE(vm.binary_op(d1, d2, BinaryOp::Or, true).identical(d1));
    EXPECT_EQ(repr(d1), "{'a': 1, 'b': 3, 'c': 4}");
    EXPECT_EQ(vm.dict_del(d1, s("a")), 1);
    EXPECT_EQ(vm.dict_del(d1, s("a")), 0);
    EXPECT_TRUE(vm.dict_get_str(d1, "b").identical(i(3)));
    EXPECT_TRUE(vm.dict_get_str(d1, "a").is_undefined());
    // 1, 1.0 and True are the same key.
    Value d = dict({{i(1), s("int")}});
    EXPECT_TRUE(vm.dict_set(d, f(1.0), s("float")));
    EXPECT_TRUE(vm.dict_set(d, Value::boolean(true), s("bool")));
    EXPECT_EQ(repr(d), "{1: 'bool'}");
    EXPECT_EQ(item(d, list({})), "!TypeError: unhashable type: 'list'");
    EXPECT_EQ(item(d, s("zz")), "!KeyError: 'zz'");
    EXPECT_EQ(vm.set_discard(set({i(1)}), i(1)), 1);
}

TEST_F(OpsTest, Compare) {
    EXPECT_EQ(cmp(i(1), CompareOp::Lt, f(1.5)), "True");
    EXPECT_EQ(cmp(big("9007199254740993"), CompareOp::Gt, f(9007199254740992.0)), "True");
    EXPECT_EQ(cmp(big("9007199254740993"), CompareOp::Eq, f(9007199254740992.0)), "False");
    EXPECT_EQ(cmp(f(std::nan("")), CompareOp::Eq, f(std::nan(""))), "False");
    EXPECT_EQ(cmp(f(std::nan("")), CompareOp::Ne, i(1)), "True");
    EXPECT_EQ(cmp(Value::boolean(true), CompareOp::Eq, i(1)), "True");
    EXPECT_EQ(cmp(s("abc"), CompareOp::Lt, s("abd")), "True");
    EXPECT_EQ(cmp(s("z"), CompareOp::Lt, s("é")), "True");
    EXPECT_EQ(cmp(list({i(1), i(2)}), CompareOp::Lt, list({i(1), i(3)})), "True");
    EXPECT_EQ(cmp(list({i(1), i(2)}), CompareOp::Lt, list({i(1), i(2), i(0)})), "True");
    EXPECT_EQ(cmp(tuple({i(1), s("a")}), CompareOp::Eq, tuple({f(1.0), s("a")})), "True");
    EXPECT_EQ(cmp(list({i(1)}), CompareOp::Eq, tuple({i(1)})), "False");
    EXPECT_EQ(cmp(list({i(1)}), CompareOp::Lt, tuple({i(1)})),
              "!TypeError: '<' not supported between instances of 'list' and 'tuple'");
    EXPECT_EQ(cmp(i(1), CompareOp::Ge, s("a")), "!TypeError: '>=' not supported between instances of 'int' and 'str'");
    EXPECT_EQ(cmp(list({i(1), s("a")}), CompareOp::Lt, list({i(1), i(2)})),
              "!TypeError: '<' not supported between instances of 'str' and 'int'");
    EXPECT_EQ(cmp(dict({{i(1), i(2)}, {i(3), i(4)}}), CompareOp::Eq, dict({{i(3), i(4)}, {i(1), i(2)}})), "True");
    EXPECT_EQ(cmp(dict({{i(1), i(2)}}), CompareOp::Eq, dict({{i(1), i(3)}})), "False");
    EXPECT_EQ(cmp(set({i(1), i(2)}), CompareOp::Eq, set({i(2), i(1)}, true)), "True");
    EXPECT_EQ(cmp(set({i(1)}), CompareOp::Lt, set({i(2), i(1)})), "True");
    EXPECT_EQ(cmp(set({i(1), i(3)}), CompareOp::Le, set({i(2), i(1)})), "False");
    EXPECT_EQ(cmp(set({i(1), i(2)}), CompareOp::Ge, set({i(2)})), "True");
    EXPECT_EQ(cmp(Value::none(), CompareOp::Eq, Value::none()), "True");
    EXPECT_EQ(cmp(Value::none(), CompareOp::Ne, i(0)), "True");
    EXPECT_EQ(cmp(new_range(vm, 0, 0, 1), CompareOp::Eq, new_range(vm, 5, 2, 3)), "True");
    EXPECT_EQ(cmp(b("ab"), CompareOp::Gt, b("a")), "True");
    EXPECT_EQ(vm.equal(s("x"), s("x")), 1);
    EXPECT_EQ(vm.equal(i(2), f(2.0)), 1);
}

TEST_F(OpsTest, Hash) {
    EXPECT_EQ(hash(i(1)), 1);
    EXPECT_EQ(hash(i(-1)), -2);
    EXPECT_EQ(hash(f(1.0)), 1);
    EXPECT_EQ(hash(Value::boolean(true)), 1);
    EXPECT_EQ(hash(f(1.5)), 1152921504606846977);
    EXPECT_EQ(hash(big("2305843009213693951")), 0);   // 2**61 - 1
    EXPECT_EQ(hash(tuple({i(1), i(2)})), -3550055125485641917);
    EXPECT_EQ(hash(tuple({i(1), tuple({i(2), i(3)})})), 7267574591690527098);
    EXPECT_EQ(hash(tuple({})), 5740354900026072187);
    EXPECT_EQ(hash(set({i(1), i(2), i(3)}, true)), -272375401224217160);
    EXPECT_EQ(hash(new_range(vm, 0, 3, 1)), -8338477496398685190);
    EXPECT_EQ(hash(s("abc")), hash(s("abc")));
    EXPECT_NE(hash(s("abc")), hash(s("abd")));
    EXPECT_FALSE(vm.hash(list({})).has_value());
    EXPECT_EQ(err(), "TypeError: unhashable type: 'list'");
    EXPECT_FALSE(vm.hash(tuple({i(1), dict({})})).has_value());
    EXPECT_EQ(err(), "TypeError: unhashable type: 'dict'");
    // Set order of tuples follows CPython's hash: {(1, 2), (3, 4), (0, 0)}.
    EXPECT_EQ(repr(set({tuple({i(1), i(2)}), tuple({i(3), i(4)}), tuple({i(0), i(0)})})),
              "{(1, 2), (3, 4), (0, 0)}");
}

TEST_F(OpsTest, Truthy) {
    EXPECT_EQ(vm.truthy(Value::none()), 0);
    EXPECT_EQ(vm.truthy(i(0)), 0);
    EXPECT_EQ(vm.truthy(f(0.0)), 0);
    EXPECT_EQ(vm.truthy(f(-0.0)), 0);
    EXPECT_EQ(vm.truthy(s("")), 0);
    EXPECT_EQ(vm.truthy(s("a")), 1);
    EXPECT_EQ(vm.truthy(list({})), 0);
    EXPECT_EQ(vm.truthy(dict({})), 0);
    EXPECT_EQ(vm.truthy(set({})), 0);
    EXPECT_EQ(vm.truthy(new_range(vm, 0, 0, 1)), 0);
    EXPECT_EQ(vm.truthy(new_range(vm, 0, 1, 1)), 1);
    EXPECT_EQ(vm.truthy(big("99999999999999999999")), 1);
}

TEST_F(OpsTest, Repr) {
    EXPECT_EQ(repr(list({i(1), s("a"), tuple({i(2)}), tuple({}), Value::none(), f(1.0), f(1e16)})),
              "[1, 'a', (2,), (), None, 1.0, 1e+16]");
    EXPECT_EQ(repr(dict({{s("k"), list({Value::boolean(true)})}})), "{'k': [True]}");
    EXPECT_EQ(repr(set({})), "set()");
    EXPECT_EQ(repr(set({}, true)), "frozenset()");
    EXPECT_EQ(repr(set({i(1), i(2)}, true)), "frozenset({1, 2})");
    EXPECT_EQ(repr(new_range(vm, 0, 5, 1)), "range(0, 5)");
    EXPECT_EQ(repr(new_range(vm, 1, 10, 2)), "range(1, 10, 2)");
    EXPECT_EQ(repr(slice(i(1), i(2), Value::none())), "slice(1, 2, None)");
    EXPECT_EQ(repr(Value::ellipsis()), "Ellipsis");
    EXPECT_EQ(repr(Value::not_implemented()), "NotImplemented");
    EXPECT_EQ(repr(Value::type(uint32_t(TypeId::Int))), "<class 'int'>");
    EXPECT_EQ(repr(s("it's")), "\"it's\"");
    EXPECT_EQ(repr(b("a\n")), "b'a\\n'");
    EXPECT_EQ(repr(big("-123456789012345678901234567890")), "-123456789012345678901234567890");
    Value l = list({i(1)});
    vm.as<ListObject>(l).items.push_back(l);
    EXPECT_EQ(repr(l), "[1, [...]]");
    Value d = dict({});
    EXPECT_TRUE(vm.dict_set(d, s("self"), d));
    EXPECT_EQ(repr(d), "{'self': {...}}");
    EXPECT_EQ(repr(native_registry().builtin("len")), "<built-in function len>");
    Value e = vm.make_exception(Value::type(uint32_t(TypeId::ValueError)), {s("bad")});
    EXPECT_EQ(repr(e), "ValueError('bad')");
    EXPECT_EQ(str(e), "bad");
    Value k = vm.make_exception(Value::type(uint32_t(TypeId::KeyError)), {s("x")});
    EXPECT_EQ(str(k), "'x'");
    Value m = vm.make_exception(Value::type(uint32_t(TypeId::Exception)), {s("a"), i(1)});
    EXPECT_EQ(repr(m), "Exception('a', 1)");
    EXPECT_EQ(str(m), "('a', 1)");
    Value z = vm.make_exception(Value::type(uint32_t(TypeId::ValueError)), {});
    EXPECT_EQ(repr(z), "ValueError()");
    EXPECT_EQ(str(z), "");
    Value view = Value::object(vm.heap.make<DictViewObject>(TypeId::DictItems, dict({{i(1), i(2)}})));
    EXPECT_EQ(repr(view), "dict_items([(1, 2)])");
}

TEST_F(OpsTest, Format) {
    EXPECT_EQ(repr(vm.format(Value::boolean(true), "")), "'True'");
    EXPECT_EQ(repr(vm.format(Value::boolean(true), "d")), "'1'");
    EXPECT_EQ(repr(vm.format(Value::boolean(true), "^5")), "'  1  '");
    EXPECT_EQ(repr(vm.format(i(255), "#x")), "'0xff'");
    EXPECT_EQ(repr(vm.format(f(3.14159), ".2f")), "'3.14'");
    EXPECT_EQ(repr(vm.format(s("ab"), ">4")), "'  ab'");
    EXPECT_EQ(repr(vm.format(Value::none(), "")), "'None'");
    EXPECT_EQ(repr(vm.format(Value::none(), "x")), "!TypeError: unsupported format string passed to NoneType.__format__");
    EXPECT_EQ(repr(vm.format(i(1), "s")), "!ValueError: Unknown format code 's' for object of type 'int'");
}

TEST_F(OpsTest, PercentFormat) {
    EXPECT_EQ(bin(s("%s-%r-%d"), BinaryOp::Mod, tuple({s("a"), s("b"), i(3)})), "\"a-'b'-3\"");
    EXPECT_EQ(bin(s("%5.1f|%-4d|%x"), BinaryOp::Mod, tuple({f(2.25), i(7), i(255)})), "'  2.2|7   |ff'");
    EXPECT_EQ(bin(s("%(a)s %(a)r"), BinaryOp::Mod, dict({{s("a"), s("x")}})), "\"x 'x'\"");
    EXPECT_EQ(bin(s("%s"), BinaryOp::Mod, list({})), "'[]'");
    EXPECT_EQ(bin(s("%*s|"), BinaryOp::Mod, tuple({i(-4), s("a")})), "'a   |'");
    EXPECT_EQ(bin(s("%c%c"), BinaryOp::Mod, tuple({i(233), s("x")})), "'éx'");
    EXPECT_EQ(bin(s("hi"), BinaryOp::Mod, i(5)), "!TypeError: not all arguments converted during string formatting");
    EXPECT_EQ(bin(s("%s %s"), BinaryOp::Mod, tuple({i(1)})), "!TypeError: not enough arguments for format string");
    EXPECT_EQ(bin(s("%d"), BinaryOp::Mod, s("a")), "!TypeError: %d format: a real number is required, not str");
    EXPECT_EQ(bin(s("%y"), BinaryOp::Mod, i(1)), "!ValueError: unsupported format character 'y' (0x79) at index 1");
    EXPECT_EQ(bin(s("%(b)s"), BinaryOp::Mod, dict({})), "!KeyError: 'b'");
    EXPECT_EQ(bin(b("%s:%d"), BinaryOp::Mod, tuple({b("x"), i(2)})), "b'x:2'");
    EXPECT_EQ(bin(b("%s"), BinaryOp::Mod, i(1)),
              "!TypeError: %b requires a bytes-like object, or an object that implements __bytes__, not 'int'");
}

TEST_F(OpsTest, Subscripts) {
    Value l = list({i(0), i(1), i(2), i(3), i(4)});
    EXPECT_EQ(item(l, i(-1)), "4");
    EXPECT_EQ(item(l, i(5)), "!IndexError: list index out of range");
    EXPECT_EQ(item(l, s("a")), "!TypeError: list indices must be integers or slices, not str");
    EXPECT_EQ(item(l, big("1180591620717411303424")), "!IndexError: cannot fit 'int' into an index-sized integer");
    EXPECT_EQ(item(l, slice(i(1), i(4), Value::none())), "[1, 2, 3]");
    EXPECT_EQ(item(l, slice(Value::none(), Value::none(), i(-2))), "[4, 2, 0]");
    EXPECT_EQ(item(l, slice(i(-100), big("1000000000000000000000000"), i(2))), "[0, 2, 4]");
    EXPECT_EQ(item(l, slice(Value::none(), Value::none(), i(0))), "!ValueError: slice step cannot be zero");
    EXPECT_EQ(item(l, slice(f(1.5), Value::none(), Value::none())),
              "!TypeError: slice indices must be integers or None or have an __index__ method");
    EXPECT_EQ(item(tuple({i(1)}), i(1)), "!IndexError: tuple index out of range");
    EXPECT_EQ(item(s("héllo"), i(1)), "'é'");
    EXPECT_EQ(item(s("héllo"), slice(Value::none(), Value::none(), i(-1))), "'olléh'");
    EXPECT_EQ(item(s("abc"), i(3)), "!IndexError: string index out of range");
    EXPECT_EQ(item(s("abc"), s("x")), "!TypeError: string indices must be integers, not 'str'");
    EXPECT_EQ(item(b("abc"), i(0)), "97");
    EXPECT_EQ(item(b("abc"), slice(i(1), Value::none(), Value::none())), "b'bc'");
    EXPECT_EQ(item(new_range(vm, 0, 10, 2), i(-1)), "8");
    EXPECT_EQ(item(new_range(vm, 0, 10, 2), slice(i(1), Value::none(), i(2))), "range(2, 10, 4)");
    EXPECT_EQ(item(new_range(vm, 0, 1, 1), i(1)), "!IndexError: range object index out of range");
    EXPECT_EQ(item(i(1), i(0)), "!TypeError: 'int' object is not subscriptable");

    // Slice assignment and deletion.
    EXPECT_TRUE(vm.set_item(l, slice(i(1), i(3), Value::none()), list({s("a"), s("b"), s("c")})));
    EXPECT_EQ(repr(l), "[0, 'a', 'b', 'c', 3, 4]");
    EXPECT_TRUE(vm.set_item(l, slice(Value::none(), Value::none(), i(2)), tuple({i(9), i(9), i(9)})));
    EXPECT_EQ(repr(l), "[9, 'a', 9, 'c', 9, 4]");
    EXPECT_FALSE(vm.set_item(l, slice(Value::none(), Value::none(), i(2)), list({i(1), i(2)})));
    EXPECT_EQ(err(), "ValueError: attempt to assign sequence of size 2 to extended slice of size 3");
    EXPECT_FALSE(vm.set_item(l, slice(i(0), i(1), Value::none()), i(5)));
    EXPECT_EQ(err(), "TypeError: can only assign an iterable");
    EXPECT_TRUE(vm.set_item(l, slice(Value::none(), Value::none(), Value::none()), l));
    EXPECT_EQ(repr(l), "[9, 'a', 9, 'c', 9, 4]");
    EXPECT_TRUE(vm.del_item(l, slice(Value::none(), Value::none(), i(2))));
    EXPECT_EQ(repr(l), "['a', 'c', 4]");
    EXPECT_TRUE(vm.del_item(l, i(-1)));
    EXPECT_EQ(repr(l), "['a', 'c']");
    EXPECT_FALSE(vm.del_item(l, i(5)));
    EXPECT_EQ(err(), "IndexError: list assignment index out of range");
    EXPECT_FALSE(vm.set_item(tuple({}), i(0), i(1)));
    EXPECT_EQ(err(), "TypeError: 'tuple' object does not support item assignment");
    EXPECT_FALSE(vm.del_item(tuple({}), i(0)));
    EXPECT_EQ(err(), "TypeError: 'tuple' object doesn't support item deletion");
    Value d = dict({});
    EXPECT_FALSE(vm.del_item(d, i(1)));
    EXPECT_EQ(err(), "KeyError: 1");
}

TEST_F(OpsTest, ContainsAndLength) {
    EXPECT_EQ(vm.contains(s("hello"), s("ell")), 1);
    EXPECT_EQ(vm.contains(s("hello"), i(1)), -1);
    EXPECT_EQ(err(), "TypeError: 'in <string>' requires string as left operand, not int");
    EXPECT_EQ(vm.contains(b("abc"), i(98)), 1);
    EXPECT_EQ(vm.contains(b("abc"), i(300)), -1);
    EXPECT_EQ(err(), "ValueError: byte must be in range(0, 256)");
    EXPECT_EQ(vm.contains(list({i(1), f(2.0)}), i(2)), 1);
    EXPECT_EQ(vm.contains(new_range(vm, 0, 10, 3), i(9)), 1);
    EXPECT_EQ(vm.contains(new_range(vm, 0, 10, 3), i(8)), 0);
    EXPECT_EQ(vm.contains(new_range(vm, 10, 0, -3), i(4)), 1);
    EXPECT_EQ(vm.contains(new_range(vm, 0, 10, 3), f(3.0)), 1);
    EXPECT_EQ(vm.contains(dict({{s("k"), i(1)}}), s("k")), 1);
    EXPECT_EQ(vm.contains(set({i(1)}), list({})), -1);
    EXPECT_EQ(err(), "TypeError: unhashable type: 'list'");
    EXPECT_EQ(vm.contains(i(1), i(1)), -1);
    EXPECT_EQ(err(), "TypeError: argument of type 'int' is not iterable");
    EXPECT_EQ(vm.length(s("héllo")).value_or(-1), 5);
    EXPECT_EQ(vm.length(new_range(vm, 0, 10, 3)).value_or(-1), 4);
    EXPECT_FALSE(vm.length(i(1)).has_value());
    EXPECT_EQ(err(), "TypeError: object of type 'int' has no len()");
}

TEST_F(OpsTest, Iteration) {
    auto drain = [&](Value iterable) {
        std::vector<Value> out;
        EXPECT_TRUE(vm.collect(iterable, out)) << err();
        return repr(vm.new_list(out));
    };
    EXPECT_EQ(drain(s("hé!")), "['h', 'é', '!']");
    EXPECT_EQ(drain(b("ab")), "[97, 98]");
    EXPECT_EQ(drain(new_range(vm, 5, 0, -2)), "[5, 3, 1]");
    EXPECT_EQ(drain(dict({{i(1), i(2)}, {i(3), i(4)}})), "[1, 3]");
    EXPECT_EQ(drain(set({i(3), i(1)})), "[1, 3]");
    Value dv = Value::object(vm.heap.make<DictViewObject>(TypeId::DictItems, dict({{i(1), i(2)}})));
    EXPECT_EQ(drain(dv), "[(1, 2)]");
    Value en = Value::object(vm.heap.make<EnumerateObject>(vm.get_iter(list({s("a"), s("b")})), i(1)));
    EXPECT_EQ(drain(en), "[(1, 'a'), (2, 'b')]");
    Value z = Value::object(vm.heap.make<ZipObject>());
    vm.as<ZipObject>(z).iters = {vm.get_iter(list({i(1), i(2)})), vm.get_iter(list({i(3)}))};
    vm.as<ZipObject>(z).strict = true;
    std::vector<Value> out;
    EXPECT_FALSE(vm.collect(z, out));
    EXPECT_EQ(err(), "ValueError: zip() argument 2 is shorter than argument 1");

    Value d = dict({{i(1), i(1)}});
    Value it = vm.get_iter(d);
    EXPECT_TRUE(vm.iter_next(it).identical(i(1)));
    EXPECT_TRUE(vm.dict_set(d, i(2), i(2)));
    EXPECT_TRUE(vm.iter_next(it).is_error());
    EXPECT_EQ(err(), "RuntimeError: dictionary changed size during iteration");
    Value st = set({i(1)});
    it = vm.get_iter(st);
    EXPECT_EQ(vm.set_add(st, i(5)), 1);
    EXPECT_TRUE(vm.iter_next(it).is_error());
    EXPECT_EQ(err(), "RuntimeError: Set changed size during iteration");
    EXPECT_TRUE(vm.get_iter(i(1)).is_error());
    EXPECT_EQ(err(), "TypeError: 'int' object is not iterable");
}

TEST_F(OpsTest, NumericBuiltins) {
    auto call = [&](std::string_view name, std::vector<Value> args) {
        Value fn = native_registry().builtin(name);
        EXPECT_TRUE(fn.is_builtin()) << name;
        CallArgs a{args, {}, {}};
        return repr(native_registry().function(fn.as_builtin_id()).fn(vm, a));
    };
    auto ctor = [&](TypeId t, std::vector<Value> args) {
        args.insert(args.begin(), Value::type(uint32_t(t)));
        Value fn = native_registry().type_attr(t, "__new__");
        CallArgs a{args, {}, {}};
        return repr(native_registry().function(fn.as_builtin_id()).fn(vm, a));
    };
    EXPECT_EQ(ctor(TypeId::Int, {s(" 12_3 ")}), "123");
    EXPECT_EQ(ctor(TypeId::Int, {s("ff"), i(16)}), "255");
    EXPECT_EQ(ctor(TypeId::Int, {s("abc")}), "!ValueError: invalid literal for int() with base 10: 'abc'");
    EXPECT_EQ(ctor(TypeId::Int, {f(-2.9)}), "-2");
    EXPECT_EQ(ctor(TypeId::Int, {f(1.5), i(10)}), "!TypeError: int() can't convert non-string with explicit base");
    EXPECT_EQ(ctor(TypeId::Int, {}), "0");
    EXPECT_EQ(ctor(TypeId::Float, {s(" 1.5 ")}), "1.5");
    EXPECT_EQ(ctor(TypeId::Float, {s("x")}), "!ValueError: could not convert string to float: 'x'");
    EXPECT_EQ(ctor(TypeId::Float, {list({})}),
              "!TypeError: float() argument must be a string or a real number, not 'list'");
    EXPECT_EQ(ctor(TypeId::Bool, {list({})}), "False");
    EXPECT_EQ(call("round", {f(2.5)}), "2");
    EXPECT_EQ(call("round", {f(2.675), i(2)}), "2.67");
    EXPECT_EQ(call("round", {i(25), i(-1)}), "20");
    EXPECT_EQ(call("round", {i(35), i(-1)}), "40");
    EXPECT_EQ(call("round", {s("a")}), "!TypeError: type str doesn't define __round__ method");
    EXPECT_EQ(call("divmod", {i(7), i(-2)}), "(-4, -1)");
    EXPECT_EQ(call("divmod", {f(7.5), i(2)}), "(3.0, 1.5)");
    EXPECT_EQ(call("divmod", {i(1), i(0)}), "!ZeroDivisionError: integer division or modulo by zero");
    EXPECT_EQ(call("pow", {i(2), i(-1), i(5)}), "3");
    EXPECT_EQ(call("pow", {f(2), i(3), i(5)}), "!TypeError: pow() 3rd argument not allowed unless all arguments are integers");
    EXPECT_EQ(call("abs", {i(-5)}), "5");
    EXPECT_EQ(call("abs", {s("a")}), "!TypeError: bad operand type for abs(): 'str'");
    EXPECT_EQ(call("hex", {i(255)}), "'0xff'");
    EXPECT_EQ(call("bin", {i(-5)}), "'-0b101'");
    EXPECT_EQ(call("oct", {i(8)}), "'0o10'");
    EXPECT_EQ(call("hex", {f(1.5)}), "!TypeError: 'float' object cannot be interpreted as an integer");

    auto method = [&](TypeId t, std::string_view name, std::vector<Value> args) {
        Value fn = native_registry().type_attr(t, name);
        EXPECT_TRUE(fn.is_builtin()) << name;
        CallArgs a{args, {}, {}};
        return repr(native_registry().function(fn.as_builtin_id()).fn(vm, a));
    };
    EXPECT_EQ(method(TypeId::Int, "to_bytes", {i(255), i(2), s("little")}), "b'\\xff\\x00'");
    EXPECT_EQ(method(TypeId::Int, "to_bytes", {i(256), i(1), s("big")}), "!OverflowError: int too big to convert");
    EXPECT_EQ(method(TypeId::Int, "from_bytes", {Value::type(uint32_t(TypeId::Int)), vm.new_bytes(std::string("\x01\x00", 2)), s("big")}), "256");
    EXPECT_EQ(method(TypeId::Int, "bit_length", {i(-255)}), "8");
    EXPECT_EQ(method(TypeId::Int, "bit_length", {Value::boolean(true)}), "1");
    EXPECT_EQ(method(TypeId::Float, "as_integer_ratio", {f(1.5)}), "(3, 2)");
    EXPECT_EQ(method(TypeId::Float, "is_integer", {f(2.0)}), "True");
}

// User classes: dunder dispatch through whole programs (needs the compiler and interpreter).
TEST_F(OpsTest, UserClassDispatch) {
    EXPECT_EQ(run("class V:\n"
                  "    def __init__(self, x): self.x = x\n"
                  "    def __add__(self, o): return self.x + (o.x if isinstance(o, V) else o)\n"
                  "    def __radd__(self, o): return ('r', o + self.x)\n"
                  "    def __eq__(self, o): return isinstance(o, V) and self.x == o.x\n"
                  "    def __lt__(self, o): return self.x < o.x\n"
                  "    def __repr__(self): return f'V({self.x})'\n"
                  "    def __len__(self): return self.x\n"
                  "print(V(1) + V(2), 1 + V(2), V(1) + 5)\n"
                  "print(V(1) == V(1), V(1) != V(1), V(1) != V(2), V(2) > V(1))\n"
                  "print(bool(V(0)), len(V(3)), [V(1)])\n"
                  "try:\n    hash(V(1))\nexcept TypeError as e:\n    print(e)\n"),
              "3 ('r', 3) 6\nTrue False True True\nFalse 3 [V(1)]\nunhashable type: 'V'\n");
    EXPECT_EQ(run("class A:\n    pass\n"
                  "a = A()\nprint(a == a, a != A())\n"
                  "try:\n    a < a\nexcept TypeError as e:\n    print(e)\n"
                  "class B:\n    def __bool__(self): return 1\n"
                  "try:\n    bool(B())\nexcept TypeError as e:\n    print(e)\n"
                  "class S:\n    def __str__(self): return 1\n"
                  "try:\n    str(S())\nexcept TypeError as e:\n    print(e)\n"),
              "True True\n'<' not supported between instances of 'A' and 'A'\n"
              "__bool__ should return bool, returned int\n__str__ returned non-string (type int)\n");
    EXPECT_EQ(run("class It:\n"
                  "    def __init__(self): self.n = 0\n"
                  "    def __iter__(self): return self\n"
                  "    def __next__(self):\n"
                  "        self.n += 1\n"
                  "        if self.n > 3: raise StopIteration\n"
                  "        return self.n\n"
                  "print(list(It()), 2 in It())\n"
                  "class G:\n    def __getitem__(self, i):\n        if i > 2: raise IndexError\n        return i * 10\n"
                  "print(list(G()), 20 in G())\n"
                  "class E(Exception): pass\n"
                  "print(repr(E('a', 1)), str(E('x')))\n"),
              "[1, 2, 3] True\n[0, 10, 20] True\nE('a', 1) x\n");
    EXPECT_EQ(run("class Base:\n"
                  "    def __add__(self, o): return 'base'\n"
                  "class Sub(Base):\n"
                  "    def __radd__(self, o): return 'sub'\n"
                  "print(Base() + Sub())\n"
                  "x = [1]\ny = x\nx += [2]\nprint(y, x is y)\n"
                  "s = {1}\nt = s\ns |= {2}\nprint(t)\n"),
              "sub\n[1, 2] True\n{1, 2}\n");
}

// Disabled: a dunder that instantiates a class (a nested call inside a nested call) currently
// throws std::bad_alloc in the lead's call_nested/instantiate path (reported); enable once fixed.
TEST_F(OpsTest, DunderThatInstantiates) {
    EXPECT_EQ(run("class V:\n"
                  "    def __init__(self, x): self.x = x\n"
                  "    def __add__(self, o): return V(self.x + o.x)\n"
                  "print((V(1) + V(2)).x)\n"),
              "3\n");
}

}  // namespace
