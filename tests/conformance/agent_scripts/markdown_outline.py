DOC = """# Guide
Intro text.
## Install
Run the installer.
### Linux
apt get
### macOS
brew
## Usage
Call `run()`.
# Appendix
## FAQ
"""
outline = []
for line in DOC.splitlines():
    if line.startswith("#"):
        level = len(line) - len(line.lstrip("#"))
        title = line[level:].strip()
        outline.append((level, title))
counters = [0] * 6
for level, title in outline:
    counters[level - 1] += 1
    for i in range(level, 6):
        counters[i] = 0
    number = ".".join(str(c) for c in counters[:level])
    print(f"{'  ' * (level - 1)}{number} {title}")
slugs = ["-".join(t.lower().split()) for _, t in outline]
print(slugs)
toc = "\n".join(f"{'  ' * (l - 1)}- [{t}](#{t.lower()})" for l, t in outline if l <= 2)
print(toc)
body_lines = [l for l in DOC.splitlines() if l and not l.startswith("#")]
print(len(body_lines), sum(len(l.split()) for l in body_lines), max(body_lines, key=len))
