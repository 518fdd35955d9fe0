import json, os
from collections import Counter
from data1 import *
from data2 import *
from data3 import *
SESS=[S01,S02,S03,S04,S05,S06,S07,S08,S09,S10,S11,S12,S13,S14,S15,S16,S17,S18]
OUT="/tmp/blind_p"
conv=open(f"{OUT}/conversations.jsonl","w"); lab=open(f"{OUT}/labels.jsonl","w"); exp=open(f"{OUT}/expected_sessions.jsonl","w")
for s in SESS:
    turns=[]; labs=[]
    for i,(q,a,gt,l,cl,k,r,w) in enumerate(s["turns"],1):
        qa=f'{s["sid"]}-q{i}'
        t={"qa_id":qa,"query":q,"assistant":a,"ground_truth_assistant":gt}
        if w is not None: t["weight"]=w
        turns.append(t)
        labs.append({"session_id":s["sid"],"qa_id":qa,"label":l,"clause":cl,"kind":k,"rationale":r})
    conv.write(json.dumps({"session_id":s["sid"],"assistant_id":s["aid"],"language":"english","context":s["ctx"],
        "started_at":s["at"],"conversation":turns},ensure_ascii=False)+"\n")
    for x in labs: lab.write(json.dumps(x,ensure_ascii=False)+"\n")
    ws=[t.get("weight") for t in turns]
    full=all(w is not None for w in ws)
    n=len(turns)
    rw={t["qa_id"]:(t["weight"] if full else round(1/n,4)) for t in turns}
    rel=[(rw[x["qa_id"]] if full else 1/n, 1 if x["label"]=="COMPLIANT" else 0) for x in labs if x["label"]!="IRRELEVANT"]
    if rel:
        score=sum(w*v for w,v in rel)/sum(w for w,_ in rel); verdict="COMPLIANT" if score>=0.5 else "NON_COMPLIANT"
    else:
        score=None; verdict="IRRELEVANT"
    c=Counter(x["label"] for x in labs)
    exp.write(json.dumps({"session_id":s["sid"],"assistant_id":s["aid"],"n_interactions":n,"n_compliant":c["COMPLIANT"],
        "n_non_compliant":c["NON_COMPLIANT"],"n_irrelevant":c["IRRELEVANT"],"weight_mode":"full" if full else "none",
        "resolved_weights":rw,"expected_score":round(score,4) if score is not None else None,"expected_verdict":verdict})+"\n")
