def make_tokenizer(text):
    pos = 0
    def next_token():
        nonlocal pos
        while pos < len(text) and text[pos] == " ":
            pos += 1
        if pos >= len(text):
            return None
        start = pos
        if text[pos].isdigit():
            while pos < len(text) and text[pos].isdigit():
                pos += 1
        else:
            pos += 1
        return text[start:pos]
    return next_token
nt = make_tokenizer("12 + 345*(6 - 7)")
toks = []
while (t := nt()) is not None:
    toks.append(t)
print(toks)
