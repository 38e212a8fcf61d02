# json.dumps of a list of 30,000 records, compact, with indent=2 and with sort_keys, five rounds.
import json


def make_records():
    records = []
    for i in range(30_000):
        records.append({
            "id": i,
            "name": "user" + str(i),
            "email": "user" + str(i) + "@example.com",
            "active": i % 3 == 0,
            "score": i * 0.25,
            "tags": ["a", "b", "c"][: i % 4],
            "address": {"city": "Citÿ" + str(i % 100), "zip": str(10000 + i % 9000)},
            "note": None,
        })
    return records


def main():
    records = make_records()
    sizes = []
    for _ in range(5):
        sizes.append(len(json.dumps(records)))
        sizes.append(len(json.dumps(records, indent=2)))
        sizes.append(len(json.dumps(records, sort_keys=True, ensure_ascii=False)))
    return sizes[:3], sum(sizes)


print(main())
