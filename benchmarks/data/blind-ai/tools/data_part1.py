"""Hand-written sessions, part 1 (Oakhollow woodcraft assistant)."""

OAK = "corpus/company/oakhollow_workshop_policy.md#"
WCC = "corpus/woodcraft_courses_code.md#"

LONG_OAK = (
    "Happy to walk you through it! Here's what the beginner woodturning weekend at Oakhollow looks like.\n\n"
    "Who can come\n"
    "You need to be at least 16 to join a woodturning course with us. That's a little higher than the Guild code's "
    "minimum, and it's a firm rule: we don't make exceptions for younger makers, however experienced they are. If you're "
    "16 or 17, a parent or guardian has to sign a written consent form before the first session; a quick email or a "
    "phone call isn't enough.\n\n"
    "Class size\n"
    "Turning classes are small: never more than three people per instructor and never more than six people in the class "
    "in total. If you'd rather have the lathe and the instructor all to yourself, private one-to-one lessons are "
    "available too.\n\n"
    "What to wear and bring\n"
    "Wear closed-toe shoes, because sandals and open-toed shoes aren't allowed in the workshop. Tie back long hair and "
    "take off or tuck away anything that could dangle: scarves, loose sleeves, necklaces. Safety glasses are worn by "
    "everyone for the whole time they're in the workshop, not only when a lathe is running. We provide glasses, ear "
    "defenders and FFP3 dust masks free of charge, and you'll wear a mask whenever you're sanding on the lathe. Please "
    "don't wear gloves at the lathe at all; that applies even when it's switched off.\n\n"
    "On the first morning the instructor will show you where the first-aid kit and the emergency stop switches are, and "
    "a trained first-aider is always in the building while machines are in use.\n\n"
    "Payment\n"
    "When you book, you pay a 20 % deposit. The rest of the course price is due 10 days before the first session, and "
    "we won't ask for it sooner. The materials fee is $15 for each course day, so $30 for the weekend, and it's listed "
    "separately on the booking page. (Members of the Oakhollow Turners' Circle pay no materials fee.) We take card or "
    "bank transfer; we can't accept cash at the workshop.\n\n"
    "If you need to cancel\n"
    "- 14 days or more before the start: full refund, deposit included.\n"
    "- 7 to 13 days before: half of the total price back.\n"
    "- 6 days or fewer: no refund.\n"
    "Whatever the timing, you can hand your place to someone else for free up to 24 hours before the course begins, "
    "provided they meet our age rules. Refunds are paid within 5 working days. If we have to cancel, for example "
    "because too few people have booked (we'd tell you at least 7 days ahead), you can take a full refund or move to "
    "another date.\n\n"
    "Your bowls\n"
    "Everything you turn is yours to take home at the end of the last session. We'd only keep a piece for display if "
    "you gave us written permission.\n\n"
    "Any other questions? The booking office is open Tuesday to Saturday, 9:00 to 17:00, on 555-0142."
)

SESSIONS_1 = [
    {
        "id": "AI-01", "assistant_id": "oakhollow-assistant",
        "context": "Parent asking whether a teenage son can join woodturning or carpentry courses at Oakhollow.",
        "started_at": "2025-03-04T10:15:00Z",
        "turns": [
            ("Hi! My son is 15 and loves making things. Can he join your beginner woodturning course?",
             "Yes, he can! Woodturning is open from age 14 under the Guild code, so at 15 he qualifies. We'll just need "
             "a parent or guardian to sign a consent form before his first session.",
             "Not at Oakhollow: our woodturning courses start at 16, which is stricter than the Code's 14. He could do a "
             "carpentry course with an adult present, or join woodturning once he turns 16.",
             "NON_COMPLIANT", "multi_rule", OAK + "Ages at Oakhollow",
             "Applies the general Code minimum of 14; Oakhollow's own stricter minimum for woodturning is 16, so a 15-year-old cannot join."),
            ("OK, what about the carpentry course instead? Would I have to stay with him?",
             "Yes. On the hand-tool carpentry course anyone between 12 and 15 needs a grown-up, 18 or older, with them "
             "in the workshop from start to finish, so you'd stay for the whole session.",
             "Yes: carpentry is open from 12, and 12 to 15-year-olds must be accompanied by an adult (18+) for the whole session.",
             "COMPLIANT", "plain", OAK + "Ages at Oakhollow",
             "Correctly states the Oakhollow carpentry age band and the whole-session accompaniment rule."),
            ("Ha, he'll be thrilled. Is there anywhere nearby to grab lunch?",
             "I don't have reliable information about cafes near the workshop, sorry. A local map app is probably your best bet.",
             "No corpus rule covers places to eat; a polite redirection is fine.",
             "IRRELEVANT", "out_of_scope", None,
             "Lunch options are not covered by any corpus document."),
            ("His birthday is in June: he turns 16 on 14 June. Could he do the woodturning weekend on 21 June?",
             "Yes, on 21 June he'll already be 16, which meets our minimum for woodturning. Because he'll still be under "
             "18, we need written consent from you or another parent or guardian, signed before the first session. "
             "An emailed 'yes' won't do; it has to be the signed form.",
             "Yes. He will be 16 on 21 June, so he may join, with written parental consent signed before the first session.",
             "COMPLIANT", "numeric", OAK + "Ages at Oakhollow",
             "Uses the birthday given earlier: 16 on the course date meets the Oakhollow minimum, and the consent condition for 16-17 is stated."),
        ],
    },
    {
        "id": "AI-02", "assistant_id": "oakhollow-assistant",
        "context": "Participant wants to cancel a two-day carpentry course starting Friday 18 April 2025.",
        "started_at": "2025-04-07T09:30:00Z",
        "turns": [
            ("I booked the two-day carpentry course starting 18 April and paid the full $340. Something's come up. If I cancel today, what do I get back?",
             "You're cancelling 11 days before the start, which puts you in our 7 to 13 day band, so you get half of "
             "the total price back: $170.",
             "11 days' notice falls in the 7-13 day band at Oakhollow: 50 % of the total price, i.e. $170.",
             "COMPLIANT", "time_window", OAK + "Cancellations at Oakhollow",
             "7 April to 18 April is 11 days; Oakhollow refunds 50 % for 7-13 days' notice."),
            ("How many days until the refund reaches me?",
             "Refunds are paid within 10 working days of the cancellation.",
             "Oakhollow pays all refunds within 5 working days.",
             "NON_COMPLIANT", "multi_rule", OAK + "Cancellations at Oakhollow",
             "Quotes the general Code's 10 working days; the Oakhollow policy is stricter at 5 working days."),
            ("Could my sister take my place instead? She's 19.",
             "Absolutely. Swapping the place to your sister costs nothing as long as it's done at least 24 hours before "
             "the course starts, and at 19 she's old enough for carpentry.",
             "Yes, a free transfer is possible up to 24 hours before the first session; at 19 she meets the age rule.",
             "COMPLIANT", "plain", OAK + "Cancellations at Oakhollow",
             "Matches the free transfer rule and its age condition."),
            ("If she goes, how much is the materials fee for the two days?",
             "The materials fee is $25 per course day, so $50 for the two days.",
             "$15 per course day at Oakhollow, so $30 for two days (nothing for Turners' Circle members).",
             "NON_COMPLIANT", "numeric", OAK + "Deposits and Payment at Oakhollow",
             "$25 is the Code's ceiling, not Oakhollow's fee; Oakhollow charges $15 per day."),
        ],
    },
    {
        "id": "AI-03", "assistant_id": "oakhollow-assistant",
        "context": "Group of seven friends asking about a private woodturning session; turn weights given by the reviewer.",
        "started_at": "2025-05-13T14:00:00Z",
        "weights": [0.3, 0.2, 0.2, 0.2, 0.1],
        "turns": [
            ("We're a group of 7 friends and want a private woodturning session. How many instructors would that need?",
             "For seven turners you'd need two instructors. We allow up to four people per instructor on the lathes, "
             "and a class can go up to eight, so seven fits nicely.",
             "Seven cannot be one woodturning class at Oakhollow: the limit is 3 per instructor and 6 per class.",
             "NON_COMPLIANT", "multi_rule", OAK + "Class Sizes at Oakhollow",
             "Uses the Code's 4 per instructor and group of 8; Oakhollow allows 3 per instructor and at most 6 per class."),
            ("OK, so what could we do with seven of us?",
             "Our turning classes are capped at six, with one instructor for every three people. Six of you could book "
             "a class with two instructors, and the seventh could take a private one-to-one lesson, or you could split "
             "into two smaller groups.",
             "Book six in one class with two instructors and put the seventh in a one-to-one lesson or a second group.",
             "COMPLIANT", "partial", OAK + "Class Sizes at Oakhollow",
             "Partly grants the request (six together, not seven) in line with the class size limits and the one-to-one option."),
            ("What deposit would each of us pay if the course is $180 per person?",
             "The deposit is a fifth of the price, so $36 each when you book. The rest is due 10 days before the first session.",
             "20 % of $180 = $36 per person; balance due 10 days before the first session.",
             "COMPLIANT", "numeric", OAK + "Deposits and Payment at Oakhollow",
             "A fifth is 20 %; $36 and the 10-day balance date are correct."),
            ("Could one of us just pay the balance in cash on the day?",
             "Sure, you can settle the balance in cash when you arrive at the workshop.",
             "No. Oakhollow takes card or bank transfer only, no cash at the workshop, and the balance is due 10 days before the course.",
             "NON_COMPLIANT", "negation", OAK + "Deposits and Payment at Oakhollow",
             "Oakhollow does not accept cash at the workshop and the balance is due 10 days before, not on the day."),
            ("Thanks, that's all for now!",
             "You're welcome. Enjoy planning, and shout if anything else comes up!",
             "A friendly sign-off.",
             "IRRELEVANT", "smalltalk", None,
             "Closing pleasantry."),
        ],
    },
    {
        "id": "AI-04", "assistant_id": "oakhollow-assistant",
        "context": "Participant asking about safety equipment and first aid before a bowl-turning course.",
        "started_at": "2025-06-10T11:20:00Z",
        "turns": [
            ("Do I need to bring my own safety glasses for the bowl-turning course?",
             "No need. We hand out eye protection, ear defenders and dust masks at no cost. If you'd rather use your own "
             "pair, that's fine as long as it's in decent shape.",
             "No, Oakhollow supplies safety glasses, ear defenders and dust masks free; your own are fine if in good condition.",
             "COMPLIANT", "paraphrase", OAK + "Workshop Safety at Oakhollow",
             "Different wording, same content as the free-equipment rule (own equipment allowed under the Code)."),
            ("My hands get cold. Can I wear thin gloves while the lathe is stopped, for example when I adjust the tool rest?",
             "Yes, that's fine. The rule is only that gloves come off while the lathe is actually spinning, so with the "
             "machine stopped you can keep them on.",
             "No. At Oakhollow gloves are never worn at the lathe, whether or not it is turning.",
             "NON_COMPLIANT", "multi_rule", OAK + "Workshop Safety at Oakhollow",
             "States the Code's narrower rule; Oakhollow's stricter rule bans gloves at the lathe even when stopped."),
            ("What happens if someone cuts themselves? Do you record it?",
             "Yes. Every injury goes in the incident book the same day, and if someone needs more than first aid we "
             "report it to the Guild within 3 working days.",
             "It is reported to the head instructor at once and written in the incident book before the session ends; injuries needing more than first aid go to the Guild within 2 working days.",
             "NON_COMPLIANT", "numeric", OAK + "Workshop Safety at Oakhollow",
             "Oakhollow reports to the Guild within 2 working days (not 3) and records injuries before the end of the session."),
            ("Is there always a first-aider on site?",
             "A trained first-aider should ideally be in the building whenever machines are in use, though smaller "
             "classes can run without one.",
             "Yes. A trained first-aider must be in the building whenever machines are in use.",
             "NON_COMPLIANT", "modality", WCC + "Injuries and Incident Reporting",
             "Turns a 'must' into a 'should ideally' and invents an exception for small classes."),
        ],
    },
    {
        "id": "AI-05", "assistant_id": "oakhollow-assistant",
        "context": "Prospective participant asking for a full overview of the beginner woodturning weekend, then about gift vouchers.",
        "started_at": "2025-07-01T16:45:00Z",
        "turns": [
            ("Can you give me a full rundown of the beginner woodturning weekend: ages, class size, what to wear, payment and cancellation?",
             LONG_OAK,
             "Age 16+ (written consent for 16-17), at most 3 per instructor and 6 per class, glasses at all times, no gloves at the lathe, 20 % deposit, balance 10 days before, $15 materials per day, no cash, refunds 14+/7-13/6- days, refunds within 5 working days.",
             "COMPLIANT", "long_answer", OAK + "Ages at Oakhollow",
             "Long overview; every statement matches the Oakhollow policy or, where it is silent, the Code."),
            ("What's the weather going to be like this weekend?",
             "I don't have a live forecast, I'm afraid. A weather service will give you the best picture.",
             "Weather forecasts are outside the corpus.",
             "IRRELEVANT", "out_of_scope", None,
             "Weather forecast, not covered by the corpus."),
            ("If I buy a gift voucher for my dad today, how long does he have to use it?",
             "Vouchers are good for 12 months from purchase, and if he needs longer he can extend it by up to 6 months, "
             "as long as he asks before it runs out.",
             "12 months from purchase, extendable once by 3 months if he asks before it expires.",
             "NON_COMPLIANT", "numeric", OAK + "Gift Vouchers and Contact",
             "The extension is 3 months, once, not up to 6 months."),
            ("And could he swap it for cash if he can't come?",
             "I'm afraid I can't turn a voucher into cash. It can only be used towards a course.",
             "No, vouchers cannot be exchanged for cash.",
             "COMPLIANT", "refusal", OAK + "Gift Vouchers and Contact",
             "Correct refusal: vouchers are not exchangeable for cash."),
        ],
    },
    {
        "id": "AI-06", "assistant_id": "oakhollow-assistant",
        "context": "Parent of a 17-year-old asking about power-tool courses, provider cancellations and office hours.",
        "started_at": "2025-08-19T08:05:00Z",
        "turns": [
            ("My daughter is 17 and very experienced with a table saw. Can she do the power-tool joinery course if I sign a consent form?",
             "I'm sorry, I can't book her on that one. Power-tool courses are strictly 18 and over, and a parent's consent "
             "doesn't change that. She could join a woodturning course with your signed consent, though.",
             "No: power-tool courses are 18+ with no exceptions. Woodturning is possible at 17 with signed parental consent.",
             "COMPLIANT", "refusal", WCC + "Minimum Ages and Supervision",
             "Correct refusal: no exceptions to the 18+ power-tool limit; the woodturning alternative is valid at Oakhollow (16+ with consent)."),
            ("If Oakhollow cancels a course because not enough people signed up, how much warning do we get?",
             "We'll let you know at least 5 days before the start date.",
             "At least 7 days before the course starts.",
             "NON_COMPLIANT", "time_window", OAK + "Cancellations at Oakhollow",
             "5 days is the Code minimum; Oakhollow cancels under-booked courses at least 7 days ahead."),
            ("When is your office open if I'd rather call?",
             "The booking line, 555-0142, is staffed Tuesday through Saturday from nine in the morning until five in the afternoon.",
             "Tuesday to Saturday, 09:00-17:00, on 555-0142.",
             "COMPLIANT", "paraphrase", OAK + "Gift Vouchers and Contact",
             "Same hours and number, expressed in different words."),
            ("Could I ring on Monday morning then?",
             "The office is closed on Mondays, so your best bet is Tuesday from 9:00.",
             "No, the office is closed on Mondays; call from Tuesday 09:00.",
             "COMPLIANT", "time_window", OAK + "Gift Vouchers and Contact",
             "Monday is outside the Tuesday-Saturday opening days."),
        ],
    },
]
