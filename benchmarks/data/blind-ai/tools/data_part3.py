"""Hand-written sessions, part 3 (Flipside pinball bar assistant)."""

FLI = "corpus/company/flipside_arcade_policy.md#"
ARC = "corpus/arcade_bar_code.md#"

LONG_FLI = (
    "Welcome! Here's everything worth knowing before your first visit to Flipside.\n\n"
    "Opening hours\n"
    "We're closed to the public on Mondays (that's our private hire day). Tuesday to Thursday we open at 16:00, take "
    "last orders at 23:00 and close at 23:30. On Fridays and Saturdays the doors open at 14:00, last orders are at "
    "midnight and we close at 00:30. Sundays run from 12:00 to 22:00, with last orders at 21:30. The bar serves from "
    "opening time until last orders.\n\n"
    "Kids and age rules\n"
    "Under-18s are welcome until 18:00, as long as they're with an adult who is 21 or older, and each adult can bring "
    "up to three of them. From 18:00 onwards, every day, Flipside is strictly 21 and over. We check photo ID for anyone "
    "who looks younger than 30, so bring a passport, driving licence or national identity card; a picture of your ID "
    "on your phone won't be accepted. Alcohol is only ever served to people aged 21 or over, and after 23:00 we can "
    "serve no more than two alcoholic drinks per person per order.\n\n"
    "Play cards\n"
    "Credit on a Flipside play card stays valid for 24 months after you last use it. If you want your unused paid "
    "credit back, just ask: we refund any amount, however small, without a fee. Bonus credit from promotions can't be "
    "refunded.\n\n"
    "When a machine misbehaves\n"
    "If a machine takes your credit without giving you a game, or a game ends because of a fault, tell a member of "
    "staff. You choose between getting that credit back and a free replay. You can also claim later, up to 14 days "
    "afterwards, as long as you have your receipt or the card record. Every claim goes into our fault log, and a faulty "
    "machine is switched off or marked out of order within 10 minutes of us knowing about it.\n\n"
    "Tournaments\n"
    "Our tournaments and league nights are for over-21s only. Entry never costs more than $15 per player, every cent of "
    "the entry fees goes back out as prizes, and the rules are posted at least 14 days before each event.\n\n"
    "Prizes\n"
    "No single prize is worth more than $30, and we never give alcohol, tobacco, cash or gift cards as prizes. "
    "Redemption tickets can't be swapped for cash or moved to someone else's card.\n\n"
    "A few house basics\n"
    "Please keep drinks on the rails and tables, never on a machine. A gentle nudge is part of the game, but lifting, "
    "kicking or slamming a machine isn't. There's a flashing-lights warning at the entrance and on our website, as some "
    "games use strobe effects.\n\n"
    "If you have a bigger group in mind, we do private hire on Mondays for 15 to 40 people; book at least 21 days ahead "
    "with a $150 deposit. You can reach us on 555-0187."
)

SESSIONS_3 = [
    {
        "id": "AI-15", "assistant_id": "flipside-assistant",
        "context": "Parent planning a Saturday visit with children.",
        "started_at": "2025-05-24T13:00:00Z",
        "turns": [
            ("Can I bring my two kids, 10 and 13, to Flipside this evening?",
             "Sure! Under-18s can stay until 8 pm as long as they're with an adult who's 21 or older.",
             "Yes, but only until 18:00; after that Flipside is 21+ only.",
             "NON_COMPLIANT", "multi_rule", FLI + "Minors at Flipside",
             "20:00 is the Code limit; Flipside's stricter house rule ends under-18 admission at 18:00."),
            ("I might bring their two cousins as well, so four kids with me. Is that OK?",
             "One adult can bring up to four minors, so four is fine.",
             "No. At Flipside one adult may bring at most 3 minors; a second adult (21+) is needed.",
             "NON_COMPLIANT", "numeric", FLI + "Minors at Flipside",
             "Flipside limits each adult to 3 minors (the Code's 4 does not apply)."),
            ("What time do you open today?",
             "On Saturdays we open at 2 pm.",
             "14:00 on Saturdays.",
             "COMPLIANT", "plain", FLI + "Opening Hours and Last Orders",
             "The session date is a Saturday; opening time is 14:00."),
            ("Can my 13-year-old enter the pinball tournament this afternoon?",
             "Sorry, Flipside tournaments are strictly 21 and over, so he can't enter. He's welcome to play the machines "
             "with you until 6 pm, though.",
             "No, Flipside tournaments are 21+ only, even though the Code would allow under-18s in events ending before 20:00.",
             "COMPLIANT", "multi_rule", FLI + "Tournaments at Flipside",
             "Applies the stricter house rule over the Code's daytime exception; the 18:00 limit is also right."),
        ],
    },
    {
        "id": "AI-16", "assistant_id": "flipside-assistant",
        "context": "Customer moving away, asking about a play card refund and a faulty machine.",
        "started_at": "2025-09-10T19:20:00Z",
        "turns": [
            ("I'm moving away. I've got $7.50 left on my play card. Can I get it refunded?",
             "Yes. Flipside refunds any unused paid credit, whatever the balance, with no fee, so a small balance like "
             "yours is no problem. Just note that bonus credit from promotions isn't refundable.",
             "Yes, any paid credit is refunded without a fee; promotional bonus credit is not.",
             "COMPLIANT", "multi_rule", FLI + "Play Cards and Refunds",
             "The Code's $10 minimum and $2 fee do not apply at Flipside; the answer follows the house rule."),
            ("$2.50 of that was birthday promo credit. So how much would I actually get?",
             "The promo part isn't refundable, so that leaves $5.00. After the $2 handling fee you'd get $3.00.",
             "$5.00: the $2.50 bonus is excluded, and Flipside charges no handling fee.",
             "NON_COMPLIANT", "partial", FLI + "Play Cards and Refunds",
             "Excluding the bonus is right; deducting a handling fee contradicts the house rule (and the answer's own previous turn)."),
            ("Last week the Twilight Zone machine ate two of my credits. Can I still claim for that?",
             "Yes. Claims are accepted up to 14 days later, as long as you have the receipt or the card record. You can "
             "choose either a refund of the lost credits or a free replay.",
             "Yes, within 14 days with a receipt or card record; refund or replay at your choice.",
             "COMPLIANT", "time_window", FLI + "Faults at Flipside",
             "Last week is within Flipside's 14-day window; customer choice is stated."),
        ],
    },
    {
        "id": "AI-17", "assistant_id": "flipside-assistant",
        "context": "Customer planning a monthly pinball league at Flipside, first night Tuesday 2 December 2025; turn weights given by the reviewer.",
        "started_at": "2025-11-04T17:40:00Z",
        "weights": [0.4, 0.2, 0.15, 0.15, 0.1],
        "turns": [
            ("I'd like to run a monthly pinball league at Flipside. Could we charge $20 per player?",
             "$20 is fine. The Coinhaven code allows entry fees of up to $25 per player.",
             "No. Flipside caps entry fees at $15 per player.",
             "NON_COMPLIANT", "multi_rule", FLI + "Tournaments at Flipside",
             "Relies on the Code's $25 cap; Flipside's house cap of $15 applies."),
            ("How much of the entry money has to go to prizes?",
             "All of it. Flipside passes every dollar of the entry fees on to the players as prizes and doesn't keep a cut.",
             "100 % of entry fees are paid out as prizes.",
             "COMPLIANT", "paraphrase", FLI + "Tournaments at Flipside",
             "Paraphrases the 100 % payout rule."),
            ("When do the rules have to be posted if the first night is 2 December?",
             "At least 14 days ahead, so by 18 November at the latest.",
             "By 18 November (14 days before 2 December).",
             "COMPLIANT", "time_window", FLI + "Tournaments at Flipside",
             "14 days before 2 December is 18 November."),
            ("Could the winner get a bottle of whisky?",
             "No, alcohol can't be given as a prize, at Flipside or anywhere else under the Coinhaven code. A trophy or "
             "merchandise worth up to $30 would work.",
             "No alcohol prizes; a non-cash prize of up to $30 is fine.",
             "COMPLIANT", "plain", FLI + "Prizes at Flipside",
             "Correct ban and correct $30 house cap."),
            ("Cool. Any tips for improving my flipper skills?",
             "Practise trapping the ball on a raised flipper so you can aim your shots instead of flailing. It makes a big difference!",
             "Playing tips are outside the corpus.",
             "IRRELEVANT", "smalltalk", None,
             "Game technique chat, not covered."),
        ],
    },
    {
        "id": "AI-18", "assistant_id": "flipside-assistant",
        "context": "Friday late-evening questions about last orders, ID, drinks and tokens.",
        "started_at": "2025-10-17T22:15:00Z",
        "turns": [
            ("What time is last orders tonight?",
             "On Fridays last orders are at a quarter to one, and we close at 1:30.",
             "Friday: last orders at midnight, closing at 00:30.",
             "NON_COMPLIANT", "multi_rule", FLI + "Opening Hours and Last Orders",
             "Gives the Code's latest permitted Friday times; Flipside's own hours are last orders 00:00, close 00:30."),
            ("My friend is 24. He left his driving licence at home but has a photo of it on his phone. Will that do?",
             "Sorry, a photo on a phone isn't accepted; we need the actual passport, driving licence or national ID card. "
             "We check anyone who looks under 30, so he'll almost certainly be asked, and without valid ID he can't be "
             "served or let in at this time of night.",
             "No, phone photos of ID are not accepted; without physical ID he cannot be served or admitted this late.",
             "COMPLIANT", "multi_rule", ARC + "Admission and Minors",
             "Combines the Code's ID rules with Flipside's under-30 check correctly."),
            ("Can I order three pints for myself at once at 23:30?",
             "Sure, there's no limit on how many drinks you order in one go.",
             "No. After 23:00 at most 2 alcoholic drinks per person per order.",
             "NON_COMPLIANT", "negation", ARC + "Alcohol Service Hours",
             "Denies a limit that exists after 23:00."),
            ("Do you ever open on Mondays? We're thinking of a private party for 25.",
             "We're closed to the public on Mondays, but that's our private hire day for groups of 15 to 40. Book at "
             "least 21 days in advance and pay a $150 deposit.",
             "Yes, Monday private hire for 15-40 people, booked 21+ days ahead with a $150 deposit.",
             "COMPLIANT", "plain", FLI + "Contact",
             "Matches the private hire terms."),
            ("I bought $10 of tokens at the bar earlier this evening, but we're leaving now. Can I change them back to cash?",
             "Sorry, we can't swap tokens back for cash once they've been bought, but you can use them on your next visit.",
             "Yes, tokens bought for cash can be exchanged back for cash on the same day.",
             "NON_COMPLIANT", "refusal", ARC + "Credits, Cards and Tokens",
             "Refuses a same-day token exchange that the Code allows."),
        ],
    },
    {
        "id": "AI-19", "assistant_id": "flipside-assistant",
        "context": "First-time visitor asking for an overview of house rules.",
        "started_at": "2025-12-05T16:30:00Z",
        "turns": [
            ("It's my first visit. What are all the rules I should know about: kids, ID, hours, play cards, broken machines?",
             LONG_FLI,
             "Hours as in the house table, under-18s until 18:00 (3 per adult), ID if under 30, cards valid 24 months, any paid credit refunded without fee, faults within 14 days, tournaments 21+ with $15 cap and 100 % payout, prizes up to $30.",
             "COMPLIANT", "long_answer", FLI + "Minors at Flipside",
             "Long overview; every statement matches the house policy or, where it is silent, the Code."),
            ("Is there a warning for people with photosensitive epilepsy?",
             "Yes, there's a flashing-lights warning posted at the door and on our website.",
             "Yes, at the entrance and on the website.",
             "COMPLIANT", "plain", ARC + "Photosensitivity and Noise",
             "Matches the signage rule."),
            ("If a machine breaks, how quickly do staff put a sign on it?",
             "Staff have 15 minutes from hearing about a fault to switch the machine off or put an out-of-order sign on it.",
             "Within 10 minutes at Flipside.",
             "NON_COMPLIANT", "multi_rule", FLI + "Faults at Flipside",
             "15 minutes is the Code limit; Flipside's house rule is 10 minutes."),
            ("Do you serve food?",
             "We usually have pretzels and nachos at the bar. Ask the staff what's on tonight!",
             "Food is not covered by the corpus.",
             "IRRELEVANT", "out_of_scope", None,
             "Food service is not covered by any corpus document."),
        ],
    },
]
