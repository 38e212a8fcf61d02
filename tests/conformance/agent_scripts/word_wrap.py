TEXT = ("Basilisk runs agent-written Python inside the host process, pausing at every tool call so the host "
        "can approve, record, or reject it. Snapshots can be stored and resumed later, even on another machine.")
def wrap(text, width):
    lines, cur = [], ""
    for word in text.split():
        while len(word) > width:
            if cur:
                lines.append(cur)
                cur = ""
            lines.append(word[:width])
            word = word[width:]
        if not cur:
            cur = word
        elif len(cur) + 1 + len(word) <= width:
            cur += " " + word
        else:
            lines.append(cur)
            cur = word
    if cur:
        lines.append(cur)
    return lines
for width in (40, 25):
    print(f"--- width {width} ---")
    for line in wrap(TEXT, width):
        print(f"|{line:<{width}}|")
def justify(line, width):
    words = line.split()
    if len(words) == 1:
        return line.ljust(width)
    gaps = len(words) - 1
    spaces = width - sum(len(w) for w in words)
    out = ""
    for i, w in enumerate(words[:-1]):
        out += w + " " * (spaces // gaps + (1 if i < spaces % gaps else 0))
    return out + words[-1]
print("--- justified 30 ---")
lines = wrap(TEXT, 30)
for line in lines[:-1]:
    print("|" + justify(line, 30) + "|")
print("|" + lines[-1].ljust(30) + "|")
print(wrap("supercalifragilisticexpialidocious word", 10))
