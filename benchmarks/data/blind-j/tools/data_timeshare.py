T = "timeshare_holiday_clubs.md"
A = "leisureline-concierge"
CTX = "Member concierge assistant for Sunhaven Resorts Club, which also books partner cooking classes at The Copper Pan Cookery School."

LONG_12 = """Of course. Here's how the management fee rules work and how they apply to your situation.

When the fee is due
The annual management fee is due on 1 February each year, so this year's fee fell due on 1 February 2026.

How much notice you should have had
Owners must be told the new fee at least 60 days before it is due. For a 1 February due date that means you should have heard by early December at the latest. A letter that only arrived on 15 January gave you about two and a half weeks, which is well short of the 60 days the code requires. That's worth pointing out to Sunhaven in writing.

The 12% increase
The fee can't go up by more than 8% in a year unless a majority of the owners who voted at the annual meeting approved the bigger rise. So a 12% increase is only allowed if there was such a vote. I'd ask Sunhaven to confirm whether the increase was put to the annual meeting and to send you the result. If it wasn't approved that way, the rise should be limited to 8%, and you can ask for the fee to be recalculated.

Late payment
As you haven't paid by 1 February, Sunhaven is allowed to add a late payment charge straight away, and under the code that charge is capped at £50.

What I'd suggest doing now
1. Write to Sunhaven's owner services (555-0190) saying you received the fee notice on 15 January, less than 60 days before the due date, and ask whether the 12% rise was approved by a vote at the annual meeting.
2. Ask them to confirm the correct fee in writing once that's checked.
3. Keep copies of the letter you received, the envelope if you still have it, and everything you send.
4. If you'd like to avoid any argument later, you could pay the part of the fee you don't dispute (last year's fee plus 8%) while you wait for their answer.

A couple of other points
- If you're thinking about leaving the club because of the fees, ask Sunhaven about its own hand-back scheme before paying any exit company, and remember that no exit company is allowed to guarantee a release.

Let me know if you'd like me to draft the letter to owner services for you."""

SESSIONS = [
 dict(session_id="bj-11", assistant_id=A, context=CTX, started_at="2026-03-02T15:00:00Z", turns=[
  ("I signed a Sunhaven points contract on 20 February at a presentation in Spain and got my copy the same day. I'm having second thoughts. Is it too late to back out?",
   "It's not too late. You have 14 calendar days from signing, or from getting your copy if that was later, so with both on 20 February you have until 6 March. You don't need to give a reason and it won't cost you anything.",
   "Not too late: the withdrawal period runs 14 days from 20 February, to 6 March, with no reason needed and no cost.",
   "COMPLIANT", T+"#Withdrawal Period", "time_window",
   "On 2 March the customer is still inside the 14-day withdrawal period, which runs to 6 March."),
  ("Do I have to use their cancellation form, and does it have to reach them by then?",
   "You'll need to fill in Sunhaven's own withdrawal form, and make sure it reaches them by 6 March. Posting it on the last day isn't enough, so I'd send it today.",
   "Any written notice by letter or email works, it need not be on Sunhaven's form, and it counts if sent before the period ends even if it arrives later.",
   "NON_COMPLIANT", T+"#Withdrawal Period", "modality",
   "The rule says the seller's form is not needed and a notice sent in time counts even if it arrives later."),
  ("They also took a £1,000 deposit on my card on the day. Was that allowed?",
   "No. During the withdrawal period the seller isn't allowed to take any payment or deposit from you, card pre-authorisations included. Raise it with Sunhaven in writing, and you could also contact your card issuer.",
   "No deposit or payment may be taken before the withdrawal period ends.",
   "COMPLIANT", T+"#No Advance Payments", "negation",
   "Deposits during the withdrawal period are banned, as the assistant says."),
  ("And I took out a loan through their finance partner to pay for it. Am I stuck with that?",
   "The loan is a separate agreement with the lender, so you'd have to cancel it separately with them, and there may be an early settlement fee to pay.",
   "A linked credit agreement ends automatically and at no cost when the customer withdraws.",
   "NON_COMPLIANT", T+"#Withdrawal Period", "paraphrase",
   "Linked credit ends automatically at no cost on withdrawal, so a separate cancellation and fee contradict the rule."),
 ]),
 dict(session_id="bj-12", assistant_id=A, context=CTX, started_at="2026-03-09T10:30:00Z", turns=[
  ("I've owned a Sunhaven week for 15 years and want out. A company called ExitNow says it can guarantee my release within 90 days for £2,500. Sound OK?",
   "I'd be very careful. Exit companies aren't allowed to guarantee that you'll be released, or to promise a date, so that claim is a red flag. Before paying anyone, ask Sunhaven about its own hand-back scheme, which you should be told about first.",
   "Exit companies may not guarantee release or promise a date; check the resort's own hand-back scheme first.",
   "COMPLIANT", T+"#Resale and Exit Services", "plain",
   "The answer matches the ban on guaranteed releases and the duty to mention the resort's hand-back scheme."),
  ("A resale agent also wants £395 for advertising before they list my week. Is that normal?",
   "That's allowed: resale agents can charge an advertising fee upfront to cover their costs, and £395 is in the usual range.",
   "Resale companies may not charge any fee, advertising included, before the sale is completed.",
   "NON_COMPLIANT", T+"#Resale and Exit Services", "paraphrase",
   "Resale companies must not charge advertising or listing fees before a sale is completed."),
  ("Can you explain my rights on the management fee? Sunhaven says this year's fee goes up 12% and was due on 1 February, but the letter only came on 15 January. I haven't paid yet.",
   LONG_12,
   "Explain the 60-day notice, the 8% cap without an owners' vote, and that a late charge is capped at £25 and may not be applied until 30 days after the due date.",
   "NON_COMPLIANT", T+"#Management Fees", "long_answer",
   "Most of the answer is right, but the late charge is capped at £25 and may only be applied 30 days after the due date, not £50 straight away."),
  ("Thanks. Random one: what's the weather usually like in Tenerife in April?",
   "Usually lovely: mild and sunny, with daytime highs in the low twenties.",
   "Generally mild and sunny, with daytime temperatures in the low twenties.",
   "IRRELEVANT", None, "out_of_scope",
   "The weather in Tenerife is not covered by any corpus document."),
 ]),
 dict(session_id="bj-13", assistant_id=A, context=CTX, started_at="2026-03-16T11:15:00Z", weights=[0.25,0.25,0.2,0.3], turns=[
  ("My Sunhaven club points were credited in June 2024. When do they expire?",
   "Points expire 24 months after they're credited, so yours run out in June 2026. If you can't use them in time, you can ask to bank them once for up to 12 more months, as long as you ask before they expire.",
   "June 2026; they can be banked once for up to 12 months if requested before expiry.",
   "COMPLIANT", T+"#Holiday Club Points", "time_window",
   "24 months from June 2024 is June 2026, and the banking option is stated correctly."),
  ("I haven't had any reminder about that. Can I just swap them for cash instead?",
   "Points can't be swapped for cash, I'm afraid. As for reminders, the club doesn't have to send one; it's up to members to keep track of their own expiry dates.",
   "Points cannot be exchanged for cash; the club must remind members at least 90 days before points expire.",
   "NON_COMPLIANT", T+"#Holiday Club Points", "partial",
   "The no-cash statement is right but the club must send a reminder at least 90 days before expiry."),
  ("How much does banking them cost?",
   "The banking fee can't be more than £39, and you need to ask before the points expire.",
   "No more than £39, requested before expiry.",
   "COMPLIANT", T+"#Holiday Club Points", "numeric",
   "The £39 cap and the before-expiry condition match the rule."),
  ("How far ahead can I book my home resort for next summer?",
   "Members can book their home resort up to 10 months before arrival, and other club resorts up to 12 months ahead.",
   "Home resort up to 12 months before arrival; other resorts up to 10 months.",
   "NON_COMPLIANT", T+"#Holiday Club Points", "numeric",
   "The booking windows are swapped: the home resort opens 12 months ahead, not 10."),
 ]),
 dict(session_id="bj-14", assistant_id=A, context=CTX, started_at="2026-03-02T17:40:00Z", turns=[
  ("We've been invited to a 'free breakfast and holiday preview' at a Sunhaven resort with a free £100 voucher. Is it a sales pitch?",
   "Yes, it's a sales presentation, and the invitation should say so clearly. The £100 voucher for attending has to be given to you whether or not you sign anything.",
   "It is a sales event; the promised gift must be given whether or not you sign.",
   "COMPLIANT", T+"#Sales Presentations", "plain",
   "Invitations must say it is a sales event and the attendance gift must be given regardless of signing."),
  ("If we like it, can we pay a small deposit to hold the price while we think it over?",
   "Yes, a refundable £200 deposit will hold the day's price for the full 14 days while you decide.",
   "No deposit or card details may be taken to hold a price, before signing or during the withdrawal period.",
   "NON_COMPLIANT", T+"#No Advance Payments", "plain",
   "The code forbids taking any deposit, including before the contract is signed, to hold a price."),
  ("The invite says the offer is only valid on the day. Do we have to decide there and then?",
   "No, you don't. Sellers aren't allowed to tell you an offer is 'today only' or push you to sign on the day. You should be given the contract and the standard information form in writing, in a language you understand, so you can read them properly first.",
   "No; 'today only' pressure is not allowed and the contract and information form must be given in writing.",
   "COMPLIANT", T+"#Sales Presentations", "modality",
   "The answer reflects the ban on 'today only' pressure and the written documents requirement."),
  ("Thanks, you've been really helpful!",
   "You're welcome, enjoy the breakfast!",
   "You're welcome, enjoy your morning!",
   "IRRELEVANT", None, "smalltalk",
   "Small talk."),
 ]),
]
