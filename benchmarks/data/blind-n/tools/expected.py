import json
OUT="/tmp/blind_n"
conv=[json.loads(l) for l in open(f"{OUT}/conversations.jsonl")]
lab={l["qa_id"]:l for l in map(json.loads,open(f"{OUT}/labels.jsonl"))}
with open(f"{OUT}/expected_sessions.jsonl","w") as f:
    for s in conv:
        qs=s["conversation"]; ids=[q["qa_id"] for q in qs]
        L=[lab[i]["label"] for i in ids]
        weighted=any("weight" in q for q in qs)
        raw={q["qa_id"]:(q["weight"] if weighted else 1/len(qs)) for q in qs}
        keep=[i for i in ids if lab[i]["label"]!="IRRELEVANT"]
        tot=sum(raw[i] for i in keep)
        rw={i:(round(raw[i]/tot,4) if i in keep else 0.0) for i in ids}
        if keep:
            score=sum(raw[i] for i in keep if lab[i]["label"]=="COMPLIANT")/tot
            verdict="COMPLIANT" if score>=0.5-1e-9 else "NON_COMPLIANT"; score=round(score,4)
        else: score=None; verdict="IRRELEVANT"
        f.write(json.dumps({"session_id":s["session_id"],"assistant_id":s["assistant_id"],"n_interactions":len(ids),
          "n_compliant":L.count("COMPLIANT"),"n_non_compliant":L.count("NON_COMPLIANT"),"n_irrelevant":L.count("IRRELEVANT"),
          "weight_mode":"full" if weighted else "none","resolved_weights":rw,"expected_score":score,"expected_verdict":verdict})+"\n")
