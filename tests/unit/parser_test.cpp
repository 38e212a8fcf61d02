#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "compiler/parser.h"

namespace basilisk::compiler {
namespace {

struct DumpCase {
    const char* source;
    const char* expected;
};
struct ErrorCase {
    const char* source;
    const char* type;
    const char* message;
    int line;
    int col;  // CPython's 1-based offset; 0 = not compared (a known, harmless difference)
};

// Generated from CPython 3.11's ast.dump() and SyntaxError attributes.
const DumpCase kDumpCases[] = {
    {"x = 1 + 2 * 3 ** -4",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Constant(value=1), op=Add(), right=BinOp(left=Constant(value=2), op=Mult(), right=BinOp(left=Constant(value=3), op=Pow(), right=UnaryOp(op=USub(), operand=Constant(value=4))))))], type_ignores=[])"},
    {"a = b = c, *d = e",
     "Module(body=[Assign(targets=[Name(id='a', ctx=Store()), Name(id='b', ctx=Store()), Tuple(elts=[Name(id='c', ctx=Store()), Starred(value=Name(id='d', ctx=Store()), ctx=Store())], ctx=Store())], value=Name(id='e', ctx=Load()))], type_ignores=[])"},
    {"x += 1\ny //= 2\nz **= 3\nw @= 4",
     "Module(body=[AugAssign(target=Name(id='x', ctx=Store()), op=Add(), value=Constant(value=1)), AugAssign(target=Name(id='y', ctx=Store()), op=FloorDiv(), value=Constant(value=2)), AugAssign(target=Name(id='z', ctx=Store()), op=Pow(), value=Constant(value=3)), AugAssign(target=Name(id='w', ctx=Store()), op=MatMult(), value=Constant(value=4))], type_ignores=[])"},
    {"x: int = 3\n(y): str\na.b: list[int]",
     "Module(body=[AnnAssign(target=Name(id='x', ctx=Store()), annotation=Name(id='int', ctx=Load()), value=Constant(value=3), simple=1), AnnAssign(target=Name(id='y', ctx=Store()), annotation=Name(id='str', ctx=Load()), simple=0), AnnAssign(target=Attribute(value=Name(id='a', ctx=Load()), attr='b', ctx=Store()), annotation=Subscript(value=Name(id='list', ctx=Load()), slice=Name(id='int', ctx=Load()), ctx=Load()), simple=0)], type_ignores=[])"},
    {"del a, b[0], c.d, (e, f)",
     "Module(body=[Delete(targets=[Name(id='a', ctx=Del()), Subscript(value=Name(id='b', ctx=Load()), slice=Constant(value=0), ctx=Del()), Attribute(value=Name(id='c', ctx=Load()), attr='d', ctx=Del()), Tuple(elts=[Name(id='e', ctx=Del()), Name(id='f', ctx=Del())], ctx=Del())])], type_ignores=[])"},
    {"assert x, 'msg'",
     "Module(body=[Assert(test=Name(id='x', ctx=Load()), msg=Constant(value='msg'))], type_ignores=[])"},
    {"raise\nraise E\nraise E from c",
     "Module(body=[Raise(), Raise(exc=Name(id='E', ctx=Load())), Raise(exc=Name(id='E', ctx=Load()), cause=Name(id='c', ctx=Load()))], type_ignores=[])"},
    {"import a.b.c as d, e\nfrom .. import (f as g, h,)\nfrom m import *\nfrom ...x.y import z",
     "Module(body=[Import(names=[alias(name='a.b.c', asname='d'), alias(name='e')]), ImportFrom(names=[alias(name='f', asname='g'), alias(name='h')], level=2), ImportFrom(module='m', names=[alias(name='*')], level=0), ImportFrom(module='x.y', names=[alias(name='z')], level=3)], type_ignores=[])"},
    {"global a, b\nnonlocal c",
     "Module(body=[Global(names=['a', 'b']), Nonlocal(names=['c'])], type_ignores=[])"},
    {"pass; break; continue",
     "Module(body=[Pass(), Break(), Continue()], type_ignores=[])"},
    {"if a:\n    pass\nelif b:\n    pass\nelse:\n    pass",
     "Module(body=[If(test=Name(id='a', ctx=Load()), body=[Pass()], orelse=[If(test=Name(id='b', ctx=Load()), body=[Pass()], orelse=[Pass()])])], type_ignores=[])"},
    {"while x:\n    break\nelse:\n    pass",
     "Module(body=[While(test=Name(id='x', ctx=Load()), body=[Break()], orelse=[Pass()])], type_ignores=[])"},
    {"for i, (j, *k) in x:\n    continue\nelse:\n    pass",
     "Module(body=[For(target=Tuple(elts=[Name(id='i', ctx=Store()), Tuple(elts=[Name(id='j', ctx=Store()), Starred(value=Name(id='k', ctx=Store()), ctx=Store())], ctx=Store())], ctx=Store()), iter=Name(id='x', ctx=Load()), body=[Continue()], orelse=[Pass()])], type_ignores=[])"},
    {"try:\n    a\nexcept (A, B) as e:\n    b\nexcept C:\n    c\nexcept:\n    d\nelse:\n    e\nfinally:\n    f",
     "Module(body=[Try(body=[Expr(value=Name(id='a', ctx=Load()))], handlers=[ExceptHandler(type=Tuple(elts=[Name(id='A', ctx=Load()), Name(id='B', ctx=Load())], ctx=Load()), name='e', body=[Expr(value=Name(id='b', ctx=Load()))]), ExceptHandler(type=Name(id='C', ctx=Load()), body=[Expr(value=Name(id='c', ctx=Load()))]), ExceptHandler(body=[Expr(value=Name(id='d', ctx=Load()))])], orelse=[Expr(value=Name(id='e', ctx=Load()))], finalbody=[Expr(value=Name(id='f', ctx=Load()))])], type_ignores=[])"},
    {"try:\n    pass\nexcept* E as e:\n    pass",
     "Module(body=[TryStar(body=[Pass()], handlers=[ExceptHandler(type=Name(id='E', ctx=Load()), name='e', body=[Pass()])], orelse=[], finalbody=[])], type_ignores=[])"},
    {"with a as b, c:\n    pass\nwith (d as e, f as g,):\n    pass\nwith (h, i) as j:\n    pass",
     "Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load()), optional_vars=Name(id='b', ctx=Store())), withitem(context_expr=Name(id='c', ctx=Load()))], body=[Pass()]), With(items=[withitem(context_expr=Name(id='d', ctx=Load()), optional_vars=Name(id='e', ctx=Store())), withitem(context_expr=Name(id='f', ctx=Load()), optional_vars=Name(id='g', ctx=Store()))], body=[Pass()]), With(items=[withitem(context_expr=Tuple(elts=[Name(id='h', ctx=Load()), Name(id='i', ctx=Load())], ctx=Load()), optional_vars=Name(id='j', ctx=Store()))], body=[Pass()])], type_ignores=[])"},
    {"@d\n@e.f(1)\ndef f(a, b=1, /, c=2, *d, e, f=3, **g) -> int:\n    return a",
     "Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[arg(arg='a'), arg(arg='b')], args=[arg(arg='c')], vararg=arg(arg='d'), kwonlyargs=[arg(arg='e'), arg(arg='f')], kw_defaults=[None, Constant(value=3)], kwarg=arg(arg='g'), defaults=[Constant(value=1), Constant(value=2)]), body=[Return(value=Name(id='a', ctx=Load()))], decorator_list=[Name(id='d', ctx=Load()), Call(func=Attribute(value=Name(id='e', ctx=Load()), attr='f', ctx=Load()), args=[Constant(value=1)], keywords=[])], returns=Name(id='int', ctx=Load()))], type_ignores=[])"},
    {"async def f():\n    async with a as b:\n        await x\n    async for i in y:\n        yield i\n    return [j async for j in z]",
     "Module(body=[AsyncFunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[AsyncWith(items=[withitem(context_expr=Name(id='a', ctx=Load()), optional_vars=Name(id='b', ctx=Store()))], body=[Expr(value=Await(value=Name(id='x', ctx=Load())))]), AsyncFor(target=Name(id='i', ctx=Store()), iter=Name(id='y', ctx=Load()), body=[Expr(value=Yield(value=Name(id='i', ctx=Load())))], orelse=[]), Return(value=ListComp(elt=Name(id='j', ctx=Load()), generators=[comprehension(target=Name(id='j', ctx=Store()), iter=Name(id='z', ctx=Load()), ifs=[], is_async=1)]))], decorator_list=[])], type_ignores=[])"},
    {"class A(B, C, metaclass=M, **kw):\n    x: int = 0\n    def m(self): ...",
     "Module(body=[ClassDef(name='A', bases=[Name(id='B', ctx=Load()), Name(id='C', ctx=Load())], keywords=[keyword(arg='metaclass', value=Name(id='M', ctx=Load())), keyword(value=Name(id='kw', ctx=Load()))], body=[AnnAssign(target=Name(id='x', ctx=Store()), annotation=Name(id='int', ctx=Load()), value=Constant(value=0), simple=1), FunctionDef(name='m', args=arguments(posonlyargs=[], args=[arg(arg='self')], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Expr(value=Constant(value=Ellipsis))], decorator_list=[])], decorator_list=[])], type_ignores=[])"},
    {"x = lambda a, b=2, *c, d, e=5, **f: (a, b)",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Lambda(args=arguments(posonlyargs=[], args=[arg(arg='a'), arg(arg='b')], vararg=arg(arg='c'), kwonlyargs=[arg(arg='d'), arg(arg='e')], kw_defaults=[None, Constant(value=5)], kwarg=arg(arg='f'), defaults=[Constant(value=2)]), body=Tuple(elts=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load())], ctx=Load())))], type_ignores=[])"},
    {"x = lambda: (yield)",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Lambda(args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=Yield()))], type_ignores=[])"},
    {"x = [i * j for i in range(3) if i if not i for j in k]\ny = {k: v for k, v in d}\nz = {s for s in t}\nw = (g for g in h)",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=ListComp(elt=BinOp(left=Name(id='i', ctx=Load()), op=Mult(), right=Name(id='j', ctx=Load())), generators=[comprehension(target=Name(id='i', ctx=Store()), iter=Call(func=Name(id='range', ctx=Load()), args=[Constant(value=3)], keywords=[]), ifs=[Name(id='i', ctx=Load()), UnaryOp(op=Not(), operand=Name(id='i', ctx=Load()))], is_async=0), comprehension(target=Name(id='j', ctx=Store()), iter=Name(id='k', ctx=Load()), ifs=[], is_async=0)])), Assign(targets=[Name(id='y', ctx=Store())], value=DictComp(key=Name(id='k', ctx=Load()), value=Name(id='v', ctx=Load()), generators=[comprehension(target=Tuple(elts=[Name(id='k', ctx=Store()), Name(id='v', ctx=Store())], ctx=Store()), iter=Name(id='d', ctx=Load()), ifs=[], is_async=0)])), Assign(targets=[Name(id='z', ctx=Store())], value=SetComp(elt=Name(id='s', ctx=Load()), generators=[comprehension(target=Name(id='s', ctx=Store()), iter=Name(id='t', ctx=Load()), ifs=[], is_async=0)])), Assign(targets=[Name(id='w', ctx=Store())], value=GeneratorExp(elt=Name(id='g', ctx=Load()), generators=[comprehension(target=Name(id='g', ctx=Store()), iter=Name(id='h', ctx=Load()), ifs=[], is_async=0)]))], type_ignores=[])"},
    {"f(*a, b, c=1, **d)\ng(i for i in x)",
     "Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load()), args=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Name(id='b', ctx=Load())], keywords=[keyword(arg='c', value=Constant(value=1)), keyword(value=Name(id='d', ctx=Load()))])), Expr(value=Call(func=Name(id='g', ctx=Load()), args=[GeneratorExp(elt=Name(id='i', ctx=Load()), generators=[comprehension(target=Name(id='i', ctx=Store()), iter=Name(id='x', ctx=Load()), ifs=[], is_async=0)])], keywords=[]))], type_ignores=[])"},
    {"x = a if b else c if d else e",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=IfExp(test=Name(id='b', ctx=Load()), body=Name(id='a', ctx=Load()), orelse=IfExp(test=Name(id='d', ctx=Load()), body=Name(id='c', ctx=Load()), orelse=Name(id='e', ctx=Load()))))], type_ignores=[])"},
    {"x = not a and b or c and not d",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BoolOp(op=Or(), values=[BoolOp(op=And(), values=[UnaryOp(op=Not(), operand=Name(id='a', ctx=Load())), Name(id='b', ctx=Load())]), BoolOp(op=And(), values=[Name(id='c', ctx=Load()), UnaryOp(op=Not(), operand=Name(id='d', ctx=Load()))])]))], type_ignores=[])"},
    {"x = a is not b is c not in d in e != f == g <= h >= i < j > k",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Compare(left=Name(id='a', ctx=Load()), ops=[IsNot(), Is(), NotIn(), In(), NotEq(), Eq(), LtE(), GtE(), Lt(), Gt()], comparators=[Name(id='b', ctx=Load()), Name(id='c', ctx=Load()), Name(id='d', ctx=Load()), Name(id='e', ctx=Load()), Name(id='f', ctx=Load()), Name(id='g', ctx=Load()), Name(id='h', ctx=Load()), Name(id='i', ctx=Load()), Name(id='j', ctx=Load()), Name(id='k', ctx=Load())]))], type_ignores=[])"},
    {"x = a << b >> c & d ^ e | f + g - h * i / j // k % l @ m",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=Name(id='a', ctx=Load()), op=LShift(), right=Name(id='b', ctx=Load())), op=RShift(), right=Name(id='c', ctx=Load())), op=BitAnd(), right=Name(id='d', ctx=Load())), op=BitXor(), right=Name(id='e', ctx=Load())), op=BitOr(), right=BinOp(left=BinOp(left=Name(id='f', ctx=Load()), op=Add(), right=Name(id='g', ctx=Load())), op=Sub(), right=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=Name(id='h', ctx=Load()), op=Mult(), right=Name(id='i', ctx=Load())), op=Div(), right=Name(id='j', ctx=Load())), op=FloorDiv(), right=Name(id='k', ctx=Load())), op=Mod(), right=Name(id='l', ctx=Load())), op=MatMult(), right=Name(id='m', ctx=Load())))))], type_ignores=[])"},
    {"x = -+~a ** -b ** c",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=UnaryOp(op=USub(), operand=UnaryOp(op=UAdd(), operand=UnaryOp(op=Invert(), operand=BinOp(left=Name(id='a', ctx=Load()), op=Pow(), right=UnaryOp(op=USub(), operand=BinOp(left=Name(id='b', ctx=Load()), op=Pow(), right=Name(id='c', ctx=Load()))))))))], type_ignores=[])"},
    {"x = a.b.c(d)[e](f).g[h:i:j, ::, k:]",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Subscript(value=Attribute(value=Call(func=Subscript(value=Call(func=Attribute(value=Attribute(value=Name(id='a', ctx=Load()), attr='b', ctx=Load()), attr='c', ctx=Load()), args=[Name(id='d', ctx=Load())], keywords=[]), slice=Name(id='e', ctx=Load()), ctx=Load()), args=[Name(id='f', ctx=Load())], keywords=[]), attr='g', ctx=Load()), slice=Tuple(elts=[Slice(lower=Name(id='h', ctx=Load()), upper=Name(id='i', ctx=Load()), step=Name(id='j', ctx=Load())), Slice(), Slice(lower=Name(id='k', ctx=Load()))], ctx=Load()), ctx=Load()))], type_ignores=[])"},
    {"x = a[()], a[1,], a[*b]",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Tuple(elts=[Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[], ctx=Load()), ctx=Load()), Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Constant(value=1)], ctx=Load()), ctx=Load()), Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Starred(value=Name(id='b', ctx=Load()), ctx=Load())], ctx=Load()), ctx=Load())], ctx=Load()))], type_ignores=[])"},
    {"x = {**a, 'b': 1, **c}\ny = {1, 2, *s}\nz = {}\nw = ()\nv = (1,)\nu = [1, 2,]",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Dict(keys=[None, Constant(value='b'), None], values=[Name(id='a', ctx=Load()), Constant(value=1), Name(id='c', ctx=Load())])), Assign(targets=[Name(id='y', ctx=Store())], value=Set(elts=[Constant(value=1), Constant(value=2), Starred(value=Name(id='s', ctx=Load()), ctx=Load())])), Assign(targets=[Name(id='z', ctx=Store())], value=Dict(keys=[], values=[])), Assign(targets=[Name(id='w', ctx=Store())], value=Tuple(elts=[], ctx=Load())), Assign(targets=[Name(id='v', ctx=Store())], value=Tuple(elts=[Constant(value=1)], ctx=Load())), Assign(targets=[Name(id='u', ctx=Store())], value=List(elts=[Constant(value=1), Constant(value=2)], ctx=Load()))], type_ignores=[])"},
    {"if (n := len(a)) > 10:\n    f(y := 2)",
     "Module(body=[If(test=Compare(left=NamedExpr(target=Name(id='n', ctx=Store()), value=Call(func=Name(id='len', ctx=Load()), args=[Name(id='a', ctx=Load())], keywords=[])), ops=[Gt()], comparators=[Constant(value=10)]), body=[Expr(value=Call(func=Name(id='f', ctx=Load()), args=[NamedExpr(target=Name(id='y', ctx=Store()), value=Constant(value=2))], keywords=[]))], orelse=[])], type_ignores=[])"},
    {"x = None, True, False, ...",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Tuple(elts=[Constant(value=None), Constant(value=True), Constant(value=False), Constant(value=Ellipsis)], ctx=Load()))], type_ignores=[])"},
    {"x = 0x10 + 1_000 + 0o17 + 0b101 + 1.5 + 1e3 + .5 + 0.1 + 1e22 + 1e-7 + 00 + 0xFFFFFFFFFFFFFFFFFFFFFF",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=BinOp(left=Constant(value=16), op=Add(), right=Constant(value=1000)), op=Add(), right=Constant(value=15)), op=Add(), right=Constant(value=5)), op=Add(), right=Constant(value=1.5)), op=Add(), right=Constant(value=1000.0)), op=Add(), right=Constant(value=0.5)), op=Add(), right=Constant(value=0.1)), op=Add(), right=Constant(value=1e+22)), op=Add(), right=Constant(value=1e-07)), op=Add(), right=Constant(value=0)), op=Add(), right=Constant(value=309485009821345068724781055)))], type_ignores=[])"},
    {"x = 9223372036854775807, 9223372036854775808",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Tuple(elts=[Constant(value=9223372036854775807), Constant(value=9223372036854775808)], ctx=Load()))], type_ignores=[])"},
    {"x = 'a' \"b\" '''c''' \"\"\"d\"\"\"",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='abcd'))], type_ignores=[])"},
    {"x = '\\n\\t\\\\ \\x41 \\u00e9 \\U0001F600 \\101 \\q \\0'",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='\\n\\t\\\\ A \xc3""\xa9"" \xf0""\x9f""\x98""\x80"" A \\\\q \\x00'))], type_ignores=[])"},
    {"x = b'ab\\x00\\xff' rb'\\n' B\"\\'\"",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=b\"ab\\x00\\xff\\\\n'\"))], type_ignores=[])"},
    {"x = r'\\d+' R\"\\n\"",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='\\\\d+\\\\n'))], type_ignores=[])"},
    {"x = '\xc3""\xa9""\xe5""\x90""\x8d""'",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value='\xc3""\xa9""\xe5""\x90""\x8d""'))], type_ignores=[])"},
    {"x = f'{a!r} {b!s:>10} {c!a} {d:{e}.{g}f} {{lit}}'",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Name(id='a', ctx=Load()), conversion=114), Constant(value=' '), FormattedValue(value=Name(id='b', ctx=Load()), conversion=115, format_spec=JoinedStr(values=[Constant(value='>10')])), Constant(value=' '), FormattedValue(value=Name(id='c', ctx=Load()), conversion=97), Constant(value=' '), FormattedValue(value=Name(id='d', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[FormattedValue(value=Name(id='e', ctx=Load()), conversion=-1), Constant(value='.'), FormattedValue(value=Name(id='g', ctx=Load()), conversion=-1), Constant(value='f')])), Constant(value=' {lit}')]))], type_ignores=[])"},
    {"x = f'{x=}' f'{y = !s}' f'{z=:>4}'",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[Constant(value='x='), FormattedValue(value=Name(id='x', ctx=Load()), conversion=114), Constant(value='y = '), FormattedValue(value=Name(id='y', ctx=Load()), conversion=115), Constant(value='z='), FormattedValue(value=Name(id='z', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[Constant(value='>4')]))]))], type_ignores=[])"},
    {"x = f'{x:%Y-%m-%d}' + f'{3.14:.2f}' + rf'\\d{x}'",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=BinOp(left=JoinedStr(values=[FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[Constant(value='%Y-%m-%d')]))]), op=Add(), right=JoinedStr(values=[FormattedValue(value=Constant(value=3.14), conversion=-1, format_spec=JoinedStr(values=[Constant(value='.2f')]))])), op=Add(), right=JoinedStr(values=[Constant(value='\\\\d'), FormattedValue(value=Name(id='x', ctx=Load()), conversion=-1)])))], type_ignores=[])"},
    {"x = f'''\nmulti {line}\n'''",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[Constant(value='\\nmulti '), FormattedValue(value=Name(id='line', ctx=Load()), conversion=-1), Constant(value='\\n')]))], type_ignores=[])"},
    {"x = 'a' f'b{c}' 'd'",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[Constant(value='ab'), FormattedValue(value=Name(id='c', ctx=Load()), conversion=-1), Constant(value='d')]))], type_ignores=[])"},
    {"x = f''",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[]))], type_ignores=[])"},
    {"x = f'{a:}'",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=JoinedStr(values=[FormattedValue(value=Name(id='a', ctx=Load()), conversion=-1, format_spec=JoinedStr(values=[]))]))], type_ignores=[])"},
    {"def g():\n    x = yield\n    y = yield from z\n    yield a, b",
     "Module(body=[FunctionDef(name='g', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[Assign(targets=[Name(id='x', ctx=Store())], value=Yield()), Assign(targets=[Name(id='y', ctx=Store())], value=YieldFrom(value=Name(id='z', ctx=Load()))), Expr(value=Yield(value=Tuple(elts=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load())], ctx=Load())))], decorator_list=[])], type_ignores=[])"},
    {"x = [a, b\n     , c]",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=List(elts=[Name(id='a', ctx=Load()), Name(id='b', ctx=Load()), Name(id='c', ctx=Load())], ctx=Load()))], type_ignores=[])"},
    {"match p:\n    case 1 | 2:\n        pass\n    case [a, *b, _]:\n        pass\n    case {'k': v, **rest}:\n        pass\n    case Point(x=0, y=yy) as q if q:\n        pass\n    case (a, b):\n        pass\n    case a.b.c:\n        pass\n    case -1:\n        pass\n    case None:\n        pass\n    case str():\n        pass\n    case _:\n        pass",
     "Module(body=[Match(subject=Name(id='p', ctx=Load()), cases=[match_case(pattern=MatchOr(patterns=[MatchValue(value=Constant(value=1)), MatchValue(value=Constant(value=2))]), body=[Pass()]), match_case(pattern=MatchSequence(patterns=[MatchAs(name='a'), MatchStar(name='b'), MatchAs()]), body=[Pass()]), match_case(pattern=MatchMapping(keys=[Constant(value='k')], patterns=[MatchAs(name='v')], rest='rest'), body=[Pass()]), match_case(pattern=MatchAs(pattern=MatchClass(cls=Name(id='Point', ctx=Load()), patterns=[], kwd_attrs=['x', 'y'], kwd_patterns=[MatchValue(value=Constant(value=0)), MatchAs(name='yy')]), name='q'), guard=Name(id='q', ctx=Load()), body=[Pass()]), match_case(pattern=MatchSequence(patterns=[MatchAs(name='a'), MatchAs(name='b')]), body=[Pass()]), match_case(pattern=MatchValue(value=Attribute(value=Attribute(value=Name(id='a', ctx=Load()), attr='b', ctx=Load()), attr='c', ctx=Load())), body=[Pass()]), match_case(pattern=MatchValue(value=UnaryOp(op=USub(), operand=Constant(value=1))), body=[Pass()]), match_case(pattern=MatchSingleton(value=None), body=[Pass()]), match_case(pattern=MatchClass(cls=Name(id='str', ctx=Load()), patterns=[], kwd_attrs=[], kwd_patterns=[]), body=[Pass()]), match_case(pattern=MatchAs(), body=[Pass()])])], type_ignores=[])"},
    {"match = 1\nmatch(x)\ncase = 2",
     "Module(body=[Assign(targets=[Name(id='match', ctx=Store())], value=Constant(value=1)), Expr(value=Call(func=Name(id='match', ctx=Load()), args=[Name(id='x', ctx=Load())], keywords=[])), Assign(targets=[Name(id='case', ctx=Store())], value=Constant(value=2))], type_ignores=[])"},
    {"for x in *a, *b:\n    pass",
     "Module(body=[For(target=Name(id='x', ctx=Store()), iter=Tuple(elts=[Starred(value=Name(id='a', ctx=Load()), ctx=Load()), Starred(value=Name(id='b', ctx=Load()), ctx=Load())], ctx=Load()), body=[Pass()], orelse=[])], type_ignores=[])"},
    {"x = 1 .real + a.__class__",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=BinOp(left=Attribute(value=Constant(value=1), attr='real', ctx=Load()), op=Add(), right=Attribute(value=Name(id='a', ctx=Load()), attr='__class__', ctx=Load())))], type_ignores=[])"},
    {"print(1, 2, sep='')",
     "Module(body=[Expr(value=Call(func=Name(id='print', ctx=Load()), args=[Constant(value=1), Constant(value=2)], keywords=[keyword(arg='sep', value=Constant(value=''))]))], type_ignores=[])"},
    {"if x: a; b",
     "Module(body=[If(test=Name(id='x', ctx=Load()), body=[Expr(value=Name(id='a', ctx=Load())), Expr(value=Name(id='b', ctx=Load()))], orelse=[])], type_ignores=[])"},
    {"x = caf\xc3""\xa9"" = 1",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store()), Name(id='caf\xc3""\xa9""', ctx=Store())], value=Constant(value=1))], type_ignores=[])"},
    {"x = 1\x0d""\ny = 2\x0d""\n",
     "Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=Constant(value=1)), Assign(targets=[Name(id='y', ctx=Store())], value=Constant(value=2))], type_ignores=[])"},
};

const ErrorCase kErrorCases[] = {
    {"x = = 1\ns = \"abc\n", "SyntaxError", "unterminated string literal (detected at line 2)", 2, 5},
    {"x = (1,\ny = 3\n", "SyntaxError", "'(' was never closed", 1, 5},
    {"x = [1, 2, 3\ny = 4", "SyntaxError", "'[' was never closed", 1, 5},
    {"if x:\npass\n", "IndentationError", "expected an indented block after 'if' statement on line 1", 2, 1},
    {"x = 1 +\n", "SyntaxError", "invalid syntax", 1, 8},
    {"f() = 1", "SyntaxError", "cannot assign to function call here. Maybe you meant '==' instead of '='?", 1, 1},
    {"1 = x", "SyntaxError", "cannot assign to literal here. Maybe you meant '==' instead of '='?", 1, 1},
    {"x + 1 = 2", "SyntaxError", "cannot assign to expression here. Maybe you meant '==' instead of '='?", 1, 1},
    {"x = f() = 1", "SyntaxError", "cannot assign to function call", 1, 5},
    {"(a, f()) = 1", "SyntaxError", "cannot assign to function call", 1, 5},
    {"True = 1", "SyntaxError", "cannot assign to True", 1, 1},
    {"x = yield = 1", "SyntaxError", "assignment to yield expression not possible", 1, 5},
    {"for f() in x: pass", "SyntaxError", "cannot assign to function call", 1, 5},
    {"del f()", "SyntaxError", "cannot delete function call", 1, 5},
    {"del x, 1", "SyntaxError", "cannot delete literal", 1, 8},
    {"f() += 1", "SyntaxError", "'function call' is an illegal expression for augmented assignment", 1, 1},
    {"[a, b] += 1", "SyntaxError", "'list' is an illegal expression for augmented assignment", 1, 1},
    {"a, b: int", "SyntaxError", "only single target (not tuple) can be annotated", 1, 1},
    {"if x = 1: pass", "SyntaxError", "invalid syntax. Maybe you meant '==' or ':=' instead of '='?", 1, 4},
    {"f(a.b=1)", "SyntaxError", "expression cannot contain assignment, perhaps you meant \"==\"?", 1, 3},
    {"f(True=1)", "SyntaxError", "cannot assign to True", 1, 3},
    {"f(a=1, b)", "SyntaxError", "positional argument follows keyword argument", 1, 9},
    {"f(**a, *b)", "SyntaxError", "iterable argument unpacking follows keyword argument unpacking", 1, 8},
    {"f(x for x in y, 1)", "SyntaxError", "Generator expression must be parenthesized", 1, 3},
    {"def f(a=1, b): pass", "SyntaxError", "non-default argument follows default argument", 1, 12},
    {"lambda x=1, y: 0", "SyntaxError", "non-default argument follows default argument", 1, 13},
    {"def f(*): pass", "SyntaxError", "named arguments must follow bare *", 1, 7},
    {"def f(a, /, b, /): pass", "SyntaxError", "/ may appear only once", 1, 16},
    {"def f(**k, a): pass", "SyntaxError", "arguments cannot follow var-keyword argument", 1, 12},
    {"x = [1, 2 3]", "SyntaxError", "invalid syntax. Perhaps you forgot a comma?", 1, 9},
    {"print(\"a\" \"b\" c)", "SyntaxError", "invalid syntax. Perhaps you forgot a comma?", 1, 7},
    {"x = (1]", "SyntaxError", "closing parenthesis ']' does not match opening parenthesis '('", 1, 7},
    {"x = )", "SyntaxError", "unmatched ')'", 1, 5},
    {"  x = 1", "IndentationError", "unexpected indent", 1, 2},
    {"if x:\n    a\n  b\n", "IndentationError", "unindent does not match any outer indentation level", 3, 4},
    {"if x\n  pass", "SyntaxError", "expected ':'", 1, 5},
    {"while x pass", "SyntaxError", "invalid syntax", 1, 9},
    {"class A\n  pass", "SyntaxError", "expected ':'", 1, 8},
    {"def f()\n  pass", "SyntaxError", "expected ':'", 1, 8},
    {"def f():\nreturn", "IndentationError", "expected an indented block after function definition on line 1", 2, 1},
    {"class A:\nx", "IndentationError", "expected an indented block after class definition on line 1", 2, 1},
    {"try:\nx", "IndentationError", "expected an indented block after 'try' statement on line 1", 2, 1},
    {"try:\n  x\nexcept:\ny", "IndentationError", "expected an indented block after 'except' statement on line 3", 4, 1},
    {"with a:\nx", "IndentationError", "expected an indented block after 'with' statement on line 1", 2, 1},
    {"for x in y:\nz", "IndentationError", "expected an indented block after 'for' statement on line 1", 2, 1},
    {"while x:\nz", "IndentationError", "expected an indented block after 'while' statement on line 1", 2, 1},
    {"if x:\n  a\nelif y:\nz", "IndentationError", "expected an indented block after 'elif' statement on line 3", 4, 1},
    {"if x:\n  a\nelse:\nz", "IndentationError", "expected an indented block after 'else' statement on line 3", 4, 1},
    {"try:\n  a\nfinally:\nz", "IndentationError", "expected an indented block after 'finally' statement on line 3", 4, 1},
    {"try:\n  pass", "SyntaxError", "expected 'except' or 'finally' block", 2, 7},
    {"a = 1 if b", "SyntaxError", "expected 'else' after 'if' expression", 1, 5},
    {"import a.b as", "SyntaxError", "invalid syntax", 1, 14},
    {"from x import a,", "SyntaxError", "trailing comma not allowed without surrounding parentheses", 1, 17},
    {"x = 012", "SyntaxError", "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers", 1, 5},
    {"x = 1_", "SyntaxError", "invalid decimal literal", 1, 6},
    {"x = 0b2", "SyntaxError", "invalid digit '2' in binary literal", 1, 7},
    {"s = 'abc", "SyntaxError", "unterminated string literal (detected at line 1)", 1, 5},
    {"s = '''abc\n\n", "SyntaxError", "unterminated triple-quoted string literal (detected at line 2)", 1, 5},
    {"x = 1 \\ y", "SyntaxError", "unexpected character after line continuation character", 1, 8},
    {"f'{x'", "SyntaxError", "f-string: expecting '}'", 1, 0},
    {"f'{x!z}'", "SyntaxError", "f-string: invalid conversion character: expected 's', 'r', or 'a'", 1, 0},
    {"f'{}'", "SyntaxError", "f-string: empty expression not allowed", 1, 0},
    {"f'{x}}'", "SyntaxError", "f-string: single '}' is not allowed", 1, 0},
    {"print \"hi\"", "SyntaxError", "Missing parentheses in call to 'print'. Did you mean print(...)?", 1, 1},
    {"exec \"code\"", "SyntaxError", "Missing parentheses in call to 'exec'. Did you mean exec(...)?", 1, 1},
    {"x = 'a' b'b'", "SyntaxError", "cannot mix bytes and nonbytes literals", 1, 13},
    {"x = '\\x4'", "SyntaxError", "(unicode error) 'unicodeescape' codec can't decode bytes in position 0-2: truncated \\xXX escape", 1, 10},
    {"x = {a: 1, b}", "SyntaxError", "':' expected after dictionary key", 1, 12},
    {"(a.b := 1)", "SyntaxError", "cannot use assignment expressions with attribute", 1, 2},
    {"x = $", "SyntaxError", "invalid syntax", 1, 5},
    {"else: pass", "SyntaxError", "invalid syntax", 1, 1},
    {"return = 1", "SyntaxError", "invalid syntax", 1, 8},
    {"x = 1 +* 2", "SyntaxError", "invalid syntax", 1, 8},
    {"def f(x):\n    return x\n  y = 2", "IndentationError", "unindent does not match any outer indentation level", 3, 8},
    {"a = 1;;", "SyntaxError", "invalid syntax", 1, 7},
    {"@dec\nx = 1", "SyntaxError", "invalid syntax", 2, 1},
    {"\tif x:\n        a\n\tb", "IndentationError", "unexpected indent", 1, 1},
    {"x = caf\xc3""\xa9"" +* 1", "SyntaxError", "invalid syntax", 1, 11},
};

std::string dump_or_error(std::string_view src) {
    ParseResult r = parse_module(src, "<test>");
    if (auto* m = std::get_if<std::unique_ptr<Module>>(&r)) return dump(**m);
    const SyntaxErrorInfo& e = std::get<SyntaxErrorInfo>(r);
    return e.type + ": " + e.message + " (line " + std::to_string(e.line) + ")";
}

SyntaxErrorInfo error_of(std::string_view src) {
    ParseResult r = parse_module(src, "<test>");
    if (auto* e = std::get_if<SyntaxErrorInfo>(&r)) return *e;
    SyntaxErrorInfo none;
    none.type = "none";
    return none;
}

TEST(Parser, MatchesCPythonAstDump) {
    for (const DumpCase& c : kDumpCases) {
        EXPECT_EQ(dump_or_error(c.source), c.expected) << "source: " << c.source;
    }
}

TEST(Parser, SyntaxErrorsMatchCPython) {
    for (const ErrorCase& c : kErrorCases) {
        SyntaxErrorInfo e = error_of(c.source);
        EXPECT_EQ(e.type, c.type) << "source: " << c.source;
        EXPECT_EQ(e.message, c.message) << "source: " << c.source;
        EXPECT_EQ(e.line, c.line) << "source: " << c.source;
        if (c.col) EXPECT_EQ(e.col, c.col) << "source: " << c.source;
    }
}

TEST(Parser, ErrorCarriesSourceLineAndFilename) {
    ParseResult r = parse_module("x = 1\ny = (1,\n", "script.py");
    ASSERT_TRUE(std::holds_alternative<SyntaxErrorInfo>(r));
    const auto& e = std::get<SyntaxErrorInfo>(r);
    EXPECT_EQ(e.filename, "script.py");
    EXPECT_EQ(e.line, 2);
    EXPECT_EQ(e.col, 5);
    EXPECT_EQ(e.text, "y = (1,");
}

TEST(Parser, ModuleKeepsSourceLines) {
    ParseResult r = parse_module("a = 1\r\nb = 2\n\nc = 3", "m.py");
    auto& m = std::get<std::unique_ptr<Module>>(r);
    ASSERT_EQ(m->source_lines.size(), 4u);
    EXPECT_EQ(m->source_lines[1], "b = 2");
    EXPECT_EQ(m->source_lines[3], "c = 3");
    EXPECT_EQ(m->filename, "m.py");
}

TEST(Parser, Positions) {
    ParseResult r = parse_module("x = 1\nif y:\n    z = f(a, b=2)\n", "<t>");
    auto& m = std::get<std::unique_ptr<Module>>(r);
    const Stmt& s = *m->body[1];
    EXPECT_EQ(s.kind, StmtKind::If);
    EXPECT_EQ(s.line, 2);
    EXPECT_EQ(s.end_line, 3);
    const Stmt& assign = *s.as<If>().body[0];
    EXPECT_EQ(assign.line, 3);
    EXPECT_EQ(assign.col, 4);
    EXPECT_EQ(assign.end_col, 17);
    const Expr& call = *assign.as<Assign>().value;
    EXPECT_EQ(call.kind, ExprKind::Call);
    EXPECT_EQ(call.col, 8);
    EXPECT_EQ(call.end_col, 17);
    const Keyword& kw = call.as<Call>().keywords[0];
    EXPECT_EQ(*kw.arg, "b");
    EXPECT_EQ(kw.col, 13);
}

TEST(Parser, DecoratedFunctionLineIsDefLine) {
    ParseResult r = parse_module("@d\ndef f(): pass\n", "<t>");
    auto& m = std::get<std::unique_ptr<Module>>(r);
    EXPECT_EQ(m->body[0]->line, 2);
}

TEST(Parser, IntConstants) {
    ParseResult r = parse_module("9223372036854775807\n9223372036854775808\n0xff\n0b" + std::string(70, '1'), "<t>");
    auto& m = std::get<std::unique_ptr<Module>>(r);
    auto constant = [&](int i) -> const Constant& {
        return m->body[i]->as<ExprStmt>().value->as<Constant>();
    };
    EXPECT_FALSE(constant(0).int_is_big);
    EXPECT_EQ(constant(0).int_value, INT64_MAX);
    EXPECT_TRUE(constant(1).int_is_big);
    EXPECT_EQ(constant(1).int_text, "9223372036854775808");
    EXPECT_EQ(constant(2).int_value, 255);
    EXPECT_EQ(constant(3).int_text, "1180591620717411303423");  // 2**70 - 1
}

TEST(Parser, HugeDecimalLiteralIsRejectedLikeCPython) {
    SyntaxErrorInfo e = error_of("x = " + std::string(5000, '7'));
    EXPECT_EQ(e.message.rfind("Exceeds the limit (4300 digits)", 0), 0u) << e.message;
}

TEST(Parser, FStringDetails) {
    ParseResult r = parse_module("f'{x!r:>{w}}'", "<t>");
    auto& m = std::get<std::unique_ptr<Module>>(r);
    const auto& js = m->body[0]->as<ExprStmt>().value->as<JoinedStr>();
    ASSERT_EQ(js.values.size(), 1u);
    const auto& fv = js.values[0]->as<FormattedValue>();
    EXPECT_EQ(fv.conversion, 'r');
    ASSERT_TRUE(fv.format_spec);
    EXPECT_EQ(fv.format_spec->kind, ExprKind::JoinedStr);
    // PEP 701: the same quote may be reused inside a replacement field.
    EXPECT_EQ(dump_or_error("f\"{\"a\"}\""),
              "Module(body=[Expr(value=JoinedStr(values=[FormattedValue(value=Constant(value='a'), "
              "conversion=-1)]))], type_ignores=[])");
    EXPECT_EQ(error_of("f'{x:{y:{z}}}'").message, "f-string: expressions nested too deeply");
    EXPECT_EQ(error_of("f'{x!}'").message,
              "f-string: invalid conversion character: expected 's', 'r', or 'a'");
}

TEST(Parser, Rejections) {
    EXPECT_EQ(error_of("x = 1j").message, "complex numbers are not supported");
    EXPECT_EQ(error_of("x = '\\N{DASH}'").message.find("(unicode error)"), 0u);
    EXPECT_EQ(error_of("def f(x, x): pass").message, "duplicate argument 'x' in function definition");
    EXPECT_EQ(error_of("x = 'a\\ud800'").message.find("(unicode error)"), 0u);
}

TEST(Parser, EncodingErrors) {
    SyntaxErrorInfo e = error_of("x = 1\ny = '\xff'\n");
    EXPECT_EQ(e.message, "(unicode error) 'utf-8' codec can't decode byte 0xff in position 5: invalid start byte");
    EXPECT_EQ(e.line, 2);
    EXPECT_EQ(error_of(std::string("x = 1\0", 6)).message, "source code string cannot contain null bytes");
    EXPECT_EQ(error_of("x = '\xc3").message.find("(unicode error) 'utf-8' codec can't decode byte 0xc3"), 0u);
    // A BOM is fine.
    EXPECT_EQ(error_of("\xef\xbb\xbfx = 1").type, "none");
}

TEST(Parser, Interactive) {
    ParseResult r = parse_interactive("if x:\n    y\n", "<stdin>");
    ASSERT_TRUE(std::holds_alternative<std::unique_ptr<Module>>(r));
    EXPECT_EQ(std::get<std::unique_ptr<Module>>(r)->body.size(), 1u);
    ParseResult r2 = parse_interactive("x = 1\ny = 2\n", "<stdin>");
    ASSERT_TRUE(std::holds_alternative<SyntaxErrorInfo>(r2));
    EXPECT_EQ(std::get<SyntaxErrorInfo>(r2).message, "multiple statements found while compiling a single statement");
}

// Hostile nesting must produce a SyntaxError, never a stack overflow.
TEST(Parser, DeepNestingIsASyntaxError) {
    auto expect_error = [](const std::string& src) {
        SyntaxErrorInfo e = error_of(src);
        EXPECT_EQ(e.type, "SyntaxError") << src.substr(0, 40);
        EXPECT_FALSE(e.message.empty());
    };
    expect_error(std::string(100000, '('));
    expect_error(std::string(100000, '(') + std::string(100000, ')'));
    expect_error(std::string(100000, '['));
    EXPECT_EQ(error_of(std::string(250, '(') + std::string(250, ')')).message, "too many nested parentheses");
    std::string nots;
    for (int i = 0; i < 100000; ++i) nots += "not ";
    expect_error(nots + "x");
    expect_error(std::string(100000, '-') + "x");
    std::string lambdas;
    for (int i = 0; i < 20000; ++i) lambdas += "lambda:";
    expect_error(lambdas + "x");
    std::string ifs = "x";
    for (int i = 0; i < 20000; ++i) ifs += " if a else x";
    expect_error(ifs);
    std::string chain = "a";
    for (int i = 0; i < 100000; ++i) chain += "+a";
    expect_error(chain);
    std::string attrs = "a";
    for (int i = 0; i < 100000; ++i) attrs += ".b";
    expect_error(attrs);
    std::string calls = "f";
    for (int i = 0; i < 100000; ++i) calls += "()";
    expect_error(calls);
    std::string powers = "a";
    for (int i = 0; i < 100000; ++i) powers += "**a";
    expect_error(powers);
    std::string awaits;
    for (int i = 0; i < 100000; ++i) awaits += "await ";
    expect_error(awaits + "x");
    std::string fstr;
    for (int i = 0; i < 200; ++i) fstr += "f'{";
    expect_error(fstr);
    // Deeply nested blocks stop at the indentation limit.
    std::string blocks;
    for (int i = 0; i < 150; ++i) blocks += std::string(i, ' ') + "if x:\n";
    blocks += std::string(150, ' ') + "pass\n";
    SyntaxErrorInfo e = error_of(blocks);
    EXPECT_EQ(e.type, "IndentationError");
    EXPECT_EQ(e.message, "too many levels of indentation");
    // Moderate, realistic nesting still parses.
    EXPECT_EQ(error_of(std::string(50, '(') + "1" + std::string(50, ')')).type, "none");
    std::string sum = "x = 1";
    for (int i = 0; i < 500; ++i) sum += " + 1";
    EXPECT_EQ(error_of(sum).type, "none");
}

TEST(Parser, RandomInputsNeverCrash) {
    uint64_t state = 0x243f6a8885a308d3ull;
    auto next = [&]() {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return state;
    };
    static const char* kPieces[] = {
        "(", ")", "[", "]", "{", "}", ":", ",", ";", ".", "=", "==", "+", "-", "*", "**", "/", "//",
        "@", "|", "&", "^", "~", "<", ">", "!", ":=", "->", "...", "'", "\"", "'''", "f'", "rb'",
        "f\"{", "}", "\\", "\n", "\n    ", "\n  ", "\t", " ", "#", "0", "1_0", "0x", "1.5e", "x", "y",
        "if ", "else ", "elif ", "for ", "in ", "while ", "def ", "class ", "lambda ", "return ",
        "yield ", "await ", "async ", "try", "except", "finally", "with ", "as ", "import ", "from ",
        "not ", "and ", "or ", "is ", "del ", "global ", "pass", "match ", "case ", "_", "\xc3\xa9",
        "\xff", "\x00", "!r", "=}", "print ", "None", "True"};
    const size_t n = sizeof(kPieces) / sizeof(kPieces[0]);
    for (int i = 0; i < 4000; ++i) {
        std::string s;
        size_t len = next() % 30;
        for (size_t k = 0; k < len; ++k) {
            if (i % 4 == 0) s += static_cast<char>(next() & 0xff);
            else s += kPieces[next() % n];
        }
        ParseResult r = parse_module(s, "<fuzz>");
        if (auto* e = std::get_if<SyntaxErrorInfo>(&r)) {
            EXPECT_FALSE(e->message.empty()) << s;
            EXPECT_TRUE(e->type == "SyntaxError" || e->type == "IndentationError" || e->type == "TabError");
        }
    }
}

}  // namespace
}  // namespace basilisk::compiler
