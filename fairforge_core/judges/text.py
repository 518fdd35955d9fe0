"""Splitting rule chunks and answers into clauses, and small word-level helpers.

A *rule unit* is one statement of a corpus chunk: a bullet, a sentence, or a table row rewritten as
``"<row subject>: <column>: <cell>; ..."``. A *claim* is one statement of an answer: a sentence, further split at
semicolons and at contrastive or causal joints (", but", "; ", ", so", ", since") so that each part carries one
polarity. Both keep their character text for evidence.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# abbreviations that end with a period but do not end a sentence
_ABBREV = re.compile(
    r"\b(?:a\.m|p\.m|e\.g|i\.e|etc|art|arts|no|nos|u\.s|mr|mrs|ms|dr|vs|approx|incl|cf|fig|sec|para|st|jr|sr|"
    r"inc|ltd|co|corp|b\.v|p|pp|vol)\.$",
    re.IGNORECASE,
)
_SENT_END = re.compile(r"(?<=[.!?])[\"')\]]*\s+(?=[\"'(\[]?[A-Z0-9¿¡ÁÉÍÓÚÑ])")
_BULLET = re.compile(r"^\s*(?:[-*+•]|\d{1,2}[.)])\s+")
_HEADING = re.compile(r"^\s*#{1,6}\s")
_FENCE = re.compile(r"^[ ]{0,3}(`{3,}|~{3,})")
# a double quote that is a quotation mark, not an inch mark after a number (55")
_QUOTE_MARK = re.compile(r'(?<![0-9])"')
_TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
# "however" as a contrast, not as a degree ("however close the date is" belongs to its clause)
_HOWEVER = (r"however(?!\s+(?:close|late|early|long|short|soon|far|much|little|many|few)\s+(?:the|a|an|it|you|your|we|"
            r"they|he|she|this|that|its|their|our|his|her)\b)")
# contrastive or causal words at which an answer's sentence is split into claims (after a comma)
_JOINTS = "but|{however}|so|since|because|though|although|while|whereas|pero|aunque|porque"
_CLAIM_JOINTS = re.compile(
    rf"(?:;\s+|,\s+(?=(?:{_JOINTS.format(however=_HOWEVER)})\b(?!\s*,))|\s+(?=(?:but|{_HOWEVER}|pero)\s))",
    re.IGNORECASE,
)
_JOINT_WORD = re.compile(rf"^\s*(?:{_JOINTS.format(however='however')})\b", re.IGNORECASE)
_WORD = re.compile(r"[a-záéíóúñü0-9]+(?:['’][a-z]+)?", re.IGNORECASE)

STOPWORDS = frozenset(
    """a an the and or of to in on at for by with from as is are was were be been being it its this that these
    those there here i you he she we they me him her us them my your our their his hers ours theirs what which who
    whom whose when where why how all any both each few more most other some such only own same so than too very
    s t can will just don should now do does did doing have has had having if then else also into over under
    again further once about against between through during before after above below up down out off would could
    might may must shall need needs let lets get gets got yes no not ok okay hi hello please thanks thank sure
    well just still even really already yet one ones i'm you're we're it's that's there's i'll we'll you'll
    i've we've you've i'd we'd you'd let's can't don't won't isn't aren't doesn't didn't wasn't weren't
    el la los las de del y o en un una que por para con se su sus es al lo como más pero sí ya le les""".split()
)


def normalise(text: str) -> str:
    """NFKC, typographic quotes and dashes folded, whitespace collapsed."""
    text = unicodedata.normalize("NFKC", text)
    text = text.replace("’", "'").replace("‘", "'").replace("“", '"').replace("”", '"')
    text = text.replace("–", "-").replace("—", " - ").replace("\u00a0", " ")
    return re.sub(r"\s+", " ", text).strip()


def split_sentences(text: str) -> list[str]:
    """Split prose into sentences; periods of abbreviations (a.m., e.g., Art.) and decimals do not split, nor do
    sentence ends inside a quotation that closes within 400 characters (a quoted script is part of the sentence that
    quotes it)."""
    text = normalise(text)
    if not text:
        return []
    out: list[str] = []
    start = 0
    for m in _SENT_END.finditer(text):
        # the sentence keeps the quotes and brackets that close after its final stop ('... call back."')
        end = m.start() + len(m.group(0)) - len(m.group(0).lstrip("\"')]"))
        candidate = text[start:end].strip()
        last_word = candidate.rsplit(" ", 1)[-1] if candidate else ""
        if _ABBREV.search(last_word):
            continue
        if len(_QUOTE_MARK.findall(text, start, m.end())) % 2 and _QUOTE_MARK.search(text, m.end(), m.end() + 400):
            continue  # inside a quotation ('the message: "This message is for ... Please call ..."'): one statement
        if candidate:
            out.append(candidate)
        start = m.end()
    tail = text[start:].strip()
    if tail:
        out.append(tail)
    return out


def _table_rows(lines: list[str]) -> list[str]:
    """Rewrite a markdown table as one statement per data row."""
    cells = [[c.strip() for c in line.strip().strip("|").split("|")] for line in lines if not _TABLE_SEP.match(line)]
    if not cells:
        return []
    header, rows = cells[0], cells[1:]
    if not rows:
        return ["; ".join(c for c in header if c)]
    out = []
    for row in rows:
        parts = [row[0]] if row else []
        for h, c in zip(header[1:], row[1:]):
            if c:
                parts.append(f"{h}: {c}" if h else c)
        out.append("; ".join(p for p in parts if p))
    return out


# a sentence that opens with a pronoun subject ("They are not refundable.") or whose first verb takes a pronoun object
# ("Do not share them outside the team.", "Never sell it.")
_LEADING_PRONOUN = re.compile(
    r"^(?:(?P<subj>they|it)\s+(?=\w)|(?:[a-z']+\s+){1,3}?(?P<obj>it|them)\b(?!\s*[.,;:]?\s*$))", re.IGNORECASE)
# the subject of a statement: up to five words before its first verb ("Call recordings" in "Call recordings are kept
# for 90 days.")
_SUBJECT_NP = re.compile(r"^(?P<np>(?!(?:it|they|this|that|these|those|there|you|we|i|he|she)\b)[a-z][a-z'-]*"
                         r"(?:\s+[a-z][a-z'-]*){0,4}?)\s+(?:is|are|was|were|must|may|might|can|cannot|can't|should|"
                         r"shall|will|won't|has|have|need|needs|do|does|don't|doesn't)\b", re.IGNORECASE)


PERSON_NOUNS = frozenset("customer consumer client caller member patient person user agent collector employee manager "
                     "supervisor representative advisor adviser officer staff debtor applicant passenger".split())


# staff are who a rule addresses, not what its pronouns stand for ("Agents log complaints. Do not close them ...")
STAFF_NOUNS = frozenset("agent employee staff collector representative adviser advisor caller seller telemarketer "
                        "associate team".split())


def resolve_pronouns(sentences: list[str]) -> list[str]:
    """Name the antecedent of a leading pronoun in the sentences of one bullet or paragraph: in "Call recordings are
    kept for 90 days. Do not share them outside the compliance team." the second sentence becomes "Do not share
    them [call recordings] outside the compliance team.", so that it can be matched with an answer about call
    recordings. The antecedent is the subject of the previous sentence (up to five words before its first verb);
    a sentence whose previous one has no such subject is left as it is."""
    out = list(sentences)
    for k in range(1, len(out)):
        m = _LEADING_PRONOUN.match(out[k])
        subject = _SUBJECT_NP.match(sentences[k - 1])
        if not m or not subject:
            continue
        np_text = subject.group("np")
        if np_text.split()[0].lower() in ("a", "an", "the", "any", "all", "each", "every", "no"):
            np_text = np_text.split(" ", 1)[1] if " " in np_text else ""
        if not np_text:
            continue
        head = np_text.split()[-1].lower()
        plural = head.endswith("s") and not head.endswith("ss")
        pronoun = (m.group("subj") or m.group("obj")).lower()
        if (pronoun == "it") == plural or (pronoun == "it" and head in PERSON_NOUNS) or head.rstrip("s") in STAFF_NOUNS:
            continue  # "it" is a thing in the singular, "they"/"them" a plural ("It must be sent" is not the customer)
        end = m.end("subj") if m.group("subj") else m.end("obj")
        out[k] = f"{out[k][:end]} [{np_text.lower()}]{out[k][end:]}"
    return out


def split_rule_units(text: str) -> list[str]:
    """Statements of a markdown chunk: bullets, sentences of paragraphs, and table rows (headings dropped).

    Lines ending with ``:`` that introduce a list are prefixed to each of its bullets, so that "the caller must
    state:" + "- the name of the seller;" becomes one statement.
    """
    units: list[str] = []
    lines = text.split("\n")
    i = 0
    lead_in = ""
    para: list[str] = []
    para_indented = False

    def flush_para():
        nonlocal para, lead_in, para_indented
        if para:
            joined = " ".join(para)
            sents = resolve_pronouns(split_sentences(joined))
            if sents and joined.rstrip().endswith(":"):
                lead_in = sents[-1]
                sents = sents[:-1]
            elif not para_indented:
                lead_in = ""  # an unindented paragraph after a lead-in's list ends the lead-in (an indented one is a
                # note inside the list)
            units.extend(sents)
            para = []

    while i < len(lines):
        line = lines[i]
        fence = _FENCE.match(line)
        if fence:  # a fenced code block: its lines are text, never headings, bullets or table rows
            flush_para()
            mark = fence.group(1)
            i += 1
            while i < len(lines) and not (lines[i].strip().startswith(mark) and not lines[i].strip().strip(mark[0])):
                if lines[i].strip():
                    para.append(lines[i].strip())
                i += 1
            i += 1
            flush_para()
            lead_in = ""  # a lead-in line introduced the block, not the bullets after it
            continue
        if not line.strip() or _HEADING.match(line):
            flush_para()
            if _HEADING.match(line):
                lead_in = ""
            i += 1
            continue
        if line.lstrip().startswith("|"):
            flush_para()
            block = []
            while i < len(lines) and lines[i].lstrip().startswith("|"):
                block.append(lines[i])
                i += 1
            units.extend(_table_rows(block))
            continue
        if _BULLET.match(line):
            flush_para()
            item = _BULLET.sub("", line).strip()
            i += 1
            while i < len(lines) and lines[i].strip() and not _BULLET.match(lines[i]) \
                    and not _HEADING.match(lines[i]) and not lines[i].lstrip().startswith("|"):
                item += " " + lines[i].strip()
                i += 1
            item = item.rstrip(";").rstrip()
            sents = resolve_pronouns(split_sentences(item))
            if lead_in and sents:
                sents[0] = f"{lead_in.rstrip(':')} {sents[0]}"
            units.extend(sents)
            continue
        if not para:
            para_indented = line[:1] in (" ", "\t")
        para.append(line.strip())
        i += 1
    flush_para()
    return [u for u in (normalise(u) for u in units) if len(_WORD.findall(u)) >= 3]


def split_claims(answer: str) -> list[str]:
    """Statements of an answer: sentences (bullets and paragraphs included), split at semicolons and at
    contrastive or causal joints; fragments of fewer than three words are merged into their neighbour."""
    pieces: list[str] = []
    for block in re.split(r"\n\s*\n|\n(?=\s*(?:[-*+•]|\d{1,2}[.)])\s)", answer or ""):
        block = _BULLET.sub("", block.strip())
        for sent in split_sentences(block):
            parts = [p.strip(" ,;") for p in _CLAIM_JOINTS.split(sent) if p and p.strip(" ,;")]
            merged: list[str] = []
            for p in parts:
                # a fragment, or a part that names nothing of its own ("but there is a $100 fee"), stays with the
                # part before it, which gives it its topic
                if merged and (len(_WORD.findall(p)) < 3 or len(content_words(_JOINT_WORD.sub("", p))) < 2):
                    merged[-1] = f"{merged[-1]}, {p}"
                else:
                    merged.append(p)
            pieces.extend(merged)
    return [p for p in pieces if _WORD.search(p)]


#: irregular past forms and participles, and nouns of an action in "-al", -> the stem of the base form ("sold" ->
#: "sell", "given" -> "giv", "denial" -> "deny")
_IRREGULAR = {form: base for entry in """
    sell: sold sells selling | keep: kept keeps | tell: told tells | pay: paid pays | send: sent sends |
    giv: gave given gives giving give | mak: made makes making make | hold: held holds | buy: bought buys |
    spend: spent spends | tak: took taken takes taking take | bring: brought brings | los: lost loses losing lose |
    writ: wrote written writes writing write | choos: chose chosen chooses choosing choose | show: shown showed shows |
    know: knew known knows | withhold: withheld withholds | find: found finds | see: saw seen sees seeing see |
    say: said says | speak: spoke spoken speaks | leav: left leaves leaving leave | get: got gotten gets getting |
    begin: began begun begins | forgiv: forgave forgiven forgives forgive |
    notify: notice notices notification notifications | complain: complaint complaints |
    deny: denial denials | refus: refusal refusals | approv: approval approvals | remov: removal removals |
    renew: renewal renewals | withdraw: withdrawal withdrawals | dismiss: dismissal dismissals |
    refer: referral referrals | arriv: arrival arrivals | revers: reversal reversals""".split("|")
    for base, forms in [entry.split(":")] for form in forms.split() for base in [base.strip()]}

#: "-able" adjectives that are not "verb + able"
_NOT_VERB_ABLE = frozenset("reasonable suitable portable comfortable capable vegetable timetable probable notable "
                           "honourable honorable favourable favorable valuable considerable remarkable".split())


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light English suffix stripper (refunds/refunded/refunding/refundable -> refund, cancellation/cancelled ->
    cancel); enough for overlap tests."""
    w = word.lower().replace("’", "'")
    if w in _IRREGULAR:
        return _IRREGULAR[w]
    for suffix in ("ations", "ation", "'s", "able", "ing", "ied", "ies", "ed", "es", "s", "ly"):
        if suffix == "able" and (w in _NOT_VERB_ABLE or len(w) < 9):
            continue  # "refundable" -> "refund", but not "reasonable" -> "reason" or "table" -> "t"
        # "-ied"/"-ies" need only two letters before them ("denied", "copies" -> "deny", "copy"; not "tied")
        short = suffix in ("ied", "ies") and len(w) == 6 or suffix == "s" and len(w) == 4 and not w.endswith(
            ("ss", "us", "is"))
        if (len(w) > len(suffix) + 3 or short) and w.endswith(suffix):
            w = w[: -len(suffix)]
            if suffix in ("ied", "ies"):
                w += "y"
            elif suffix in ("ed", "ing", "able") and len(w) >= 5 and w[-1] == w[-2] and w[-1] not in "aeioufls":
                w = w[:-1]  # "stopped", "permitted", "transferring" -> "stop", "permit", "transfer" (Porter 1b)
            break
    if len(w) >= 6 and w.endswith("ll"):
        w = w[:-1]  # "cancelled", "cancellation", "cancel" -> "cancel"; "enroll", "enrolled", "enrol" -> "enrol"
    if len(w) > 4 and w.endswith("e") and not w.endswith("ee"):
        w = w[:-1]  # "charge", "charged", "charges" -> "charg"; "delete", "deleting" -> "delet" (Porter's step 5a)
    return w


def content_words(text: str) -> set[str]:
    """Stemmed words that are not stop words and not pure numbers; fixed phrases whose words do not carry their own
    meaning ("given that", "as stated", "sold out") are dropped or kept whole."""
    text = _PHRASES.sub(lambda m: _PHRASE_AS.get(m.group(0).lower(), " "), text.lower())
    return {stem(w) for w in _WORD.findall(text) if w not in STOPWORDS and not w.isdigit() and len(w) > 1}


_PHRASE_AS = {"sold out": "soldout"}
_PHRASES = re.compile(r"\b(?:given that|as (?:stated|mentioned|explained|noted|said|described)|sold out)\b")


def words(text: str) -> list[str]:
    return [w.lower() for w in _WORD.findall(text)]
