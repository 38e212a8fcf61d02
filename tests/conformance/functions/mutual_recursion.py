def is_even(n):
    return True if n == 0 else is_odd(n - 1)
def is_odd(n):
    return False if n == 0 else is_even(n - 1)
print([is_even(i) for i in range(6)], is_odd(99))
def parse_expr(tokens, pos):
    val, pos = parse_term(tokens, pos)
    while pos < len(tokens) and tokens[pos] in "+-":
        op = tokens[pos]
        rhs, pos = parse_term(tokens, pos + 1)
        val = val + rhs if op == "+" else val - rhs
    return val, pos
def parse_term(tokens, pos):
    val, pos = parse_atom(tokens, pos)
    while pos < len(tokens) and tokens[pos] in "*/":
        op = tokens[pos]
        rhs, pos = parse_atom(tokens, pos + 1)
        val = val * rhs if op == "*" else val // rhs
    return val, pos
def parse_atom(tokens, pos):
    if tokens[pos] == "(":
        val, pos = parse_expr(tokens, pos + 1)
        return val, pos + 1
    return int(tokens[pos]), pos + 1
for expr in ["1+2*3", "(1+2)*3", "8/2-3", "2*(3+4)*5"]:
    print(expr, "=", parse_expr(list(expr), 0)[0])
