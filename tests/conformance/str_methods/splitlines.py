text = "one\ntwo\r\nthree\rfour\n\nsix"
print(text.splitlines())
print(text.splitlines(True))
print("".splitlines(), "\n".splitlines(), "a\n".splitlines(), "a\n\n".splitlines())
print("x\x0by\x0cz\x1cw\u2028v".splitlines())
print("no newline".splitlines(keepends=True))
print(text.split("\n"))
