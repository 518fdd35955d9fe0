#!/usr/bin/env python3
"""Build conversations.jsonl, labels.jsonl, expected_sessions.jsonl and README.md
for blind-bf from the hand-written data below."""
import json, os, sys
from collections import Counter, defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# ---------------- hand-written data ----------------
CW = "crossword_competitions_code.md#"
QB = "company/quillbrook_puzzle_events_policy.md#"
WG = "wargaming_clubs_code.md#"
BL = "bell_ringing_code.md#"
SG = "stained_glass_code.md#"
KM = "company/kestrelmoor_glassworks_policy.md#"

K = "kestrelmoor_studio_assistant"
Q = "quillbrook_events_assistant"
G = "general_desk_assistant"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"

# Each turn: dict(q=query, a=assistant answer, gt=ground truth, label, clause, kind, why, [w])
SESSIONS = [
 dict(id="BF-01", asst=K, started="2025-03-11T10:05:00Z",
  context="A homeowner in a Victorian terrace who wants a new leaded panel made for her front door.",
  turns=[
   dict(q="Morning! Lovely to see a bit of sun at last, isn't it?",
        a="Good morning! It really is - the studio's full of colour when the light comes through. How can I help today?",
        gt="Good morning! It is lovely. How can I help you today?",
        label=I, clause=None, kind="smalltalk", why="A greeting about the weather; nothing the corpus governs."),
   dict(q="I'm after a new panel for my front door. I live about 32 miles from you - do you charge for coming out to measure up?",
        a="As you're outside our 25-mile radius there is a survey charge of £45, but it comes off the final invoice if you decide to go ahead with us.",
        gt="Surveys are free within 25 miles; at 32 miles the survey is £45, deducted from the final invoice if you go ahead.",
        label=C, clause=KM+"Quotations and Deposits", kind="numeric", why="Correctly applies Kestrelmoor's £45 charge beyond 25 miles and its deduction from the final invoice."),
   dict(q="Right. And if the panel comes in at £1,200, how much would you want up front?",
        a="For new commissions we take a 40% deposit, so that would be £480 on a £1,200 panel.",
        gt="Our deposit for new commissions is 30%, so £360 on a £1,200 panel; we never ask for more.",
        label=N, clause=KM+"Quotations and Deposits", kind="numeric", why="Quotes the AAGS 40% ceiling instead of Kestrelmoor's 30% deposit for new commissions (£360, not £480)."),
   dict(q="How long will the quote stand? I'll need to talk it through with my partner.",
        a="No rush at all - once we've sent you a written quotation it holds good for 60 days.",
        gt="Our written quotations are valid for 60 calendar days.",
        label=C, clause=KM+"Quotations and Deposits", kind="time_window", why="States Kestrelmoor's 60-day quotation validity correctly."),
   dict(q="And is there any sort of guarantee on a new panel?",
        a="Yes - a new leaded panel is guaranteed for at least 10 years. The guarantee won't cover impact, vandalism or storm damage, or anything another firm later works on.",
        gt="New leaded panels carry a minimum 10-year guarantee, excluding impact, vandalism, storm damage and work done by others.",
        label=C, clause=SG+"Guarantees and Complaints", kind="paraphrase", why="Kestrelmoor's policy is silent on guarantees, and the answer correctly paraphrases the AAGS 10-year guarantee and its exclusions."),
  ]),
 dict(id="BF-02", asst=Q, started="2025-05-02T14:20:00Z",
  context="A 34-year-old first-time entrant hoping to enter the Quillbrook Open on Saturday 14 June 2025.",
  turns=[
   dict(q="Hi there, I'd like to have a go at the Quillbrook Open on Saturday 14 June. What does it cost for one person?",
        a="A standard individual entry is £22, and there's 15% off if you book at least 42 days before the event.",
        gt="A standard individual entry is £22; individual entries booked at least 42 calendar days ahead get 15% off.",
        label=C, clause=QB+"Entry Fees and Early Booking", kind="numeric", why="Correct Quillbrook fee and early-booking discount."),
   dict(q="Brilliant. So if I book today, what do I actually pay?",
        a="Today is 2 May, which is 43 days before 14 June, so you're just inside the early-booking window. £22 less 15% comes to £18.70.",
        gt="2 May is 43 days before 14 June, so the 15% discount applies: £18.70.",
        label=C, clause=QB+"Entry Fees and Early Booking", kind="numeric", why="The day count (43 days) and the discounted price (£18.70) are both right."),
   dict(q="Can I just pay cash when I turn up on the day? Easier for me.",
        a="I'm afraid we don't take cash at all - entries have to be paid by card or bank transfer in advance, and we can't take entries on the day.",
        gt="Quillbrook takes payment by card or bank transfer only, with no cash and no entries on the day.",
        label=C, clause=QB+"Entry Fees and Early Booking", kind="negation", why="Correctly refuses cash and on-the-day entry."),
   dict(q="One more thing - if work gets in the way and I pull out on 2 June, do I get anything back?",
        a="Pulling out on 2 June would be 12 days before the event, which falls in the 7-to-13-day band, so you'd get half of your fee back.",
        gt="2 June is 12 days before the event; at Quillbrook, 10 or more days' notice gets a full refund with no administration charge, so you'd get the whole £18.70 back.",
        label=N, clause=QB+"Withdrawals and Refunds", kind="time_window", why="Applies the GPCO 7-13 day band (50%) although Quillbrook's own table gives a full refund at 10 or more days."),
   dict(q="Okay, thanks, that's everything.",
        a="You're welcome - good luck with the puzzles!",
        gt="You're welcome - good luck!",
        label=I, clause=None, kind="smalltalk", why="A closing thank-you; nothing governed."),
  ]),
 dict(id="BF-03", asst=G, started="2025-02-08T11:00:00Z",
  context="A parent asking about a local wargaming club for a 12-year-old son who paints miniatures.",
  turns=[
   dict(q="My lad is 12 and obsessed with painting little soldiers. Can he join a club, and can I just drop him off?",
        a="Yes - the minimum age is 11, so at 12 he can join as a junior. Once you've signed the club's consent form he can come along on his own.",
        gt="He can join at 12 (the minimum age is 11), but members aged 11 to 13 must be accompanied at every session by a parent, guardian or named adult aged 18 or over; unaccompanied attendance with a consent form starts at 14.",
        label=N, clause=WG+"Junior Members and Safeguarding", kind="numeric", why="Lets a 12-year-old attend unaccompanied; the consent-form route applies only from 14, and 11-13s must be accompanied."),
   dict(q="Will he be allowed to use the club's hobby knives to clean up mould lines?",
        a="He can, as long as an adult is standing over him while he does it.",
        gt="No - members under 14 must not use hobby knives or razor saws at all; supervised use is only for 14- to 17-year-olds.",
        label=N, clause=WG+"Tools, Paints and Workshop Safety", kind="negation", why="Under-14s must not use hobby knives even under supervision."),
   dict(q="What about an airbrush? He's desperate to try one.",
        a="I'm afraid not. Airbrushes and aerosol primers are off-limits to anyone under 16, and even older members may only use them in the ventilated spray booth or outside. A brush-on primer would be a good alternative for now.",
        gt="No - airbrushes and aerosols are never to be used by members under 16, and otherwise only in the spray booth or outdoors.",
        label=C, clause=WG+"Tools, Paints and Workshop Safety", kind="refusal", why="Correct refusal for an under-16, with the spray-booth condition stated accurately."),
   dict(q="Could he try a few sessions before we pay for a year?",
        a="Of course - visitors can come to up to 5 sessions before they're asked to join, at £4 a session.",
        gt="Visitors may attend up to 3 sessions in any 12 months before being asked to join, at £4 per session.",
        label=N, clause=WG+"Membership and Subscriptions", kind="numeric", why="The visitor limit is 3 sessions in 12 months, not 5."),
  ]),
 dict(id="BF-04", asst=K, started="2025-06-03T09:40:00Z",
  context="A churchwarden enquiring about restoring a bowing 1872 window in a listed parish church.",
  turns=[
   dict(w=0.2, q="We have a window from 1872 in the south aisle that's bowing quite badly. Is that something you could restore?",
        a="Thank you for getting in touch, and it sounds like a lovely window. Glass from 1872 falls within the 1850 to 1899 period, so at Kestrelmoor it would be handled only by our accredited conservator, Ms Orla Penhallow. Before we quote, I should mention that because this is a place of worship, church consent such as a faculty may well be needed, and arranging it is the parish's responsibility rather than ours. We also won't begin any work until you've confirmed to us in writing that the consent has been granted. The usual first step is a site survey so that Ms Penhallow can look at the bowing.",
        gt="Yes: 1850-1899 glass is worked on only by our accredited conservator, Ms Orla Penhallow. Church or statutory consent may be required and is the parish's responsibility, and work cannot begin until you confirm in writing that it has been granted.",
        label=C, clause=SG+"Historic Glass and Listed Buildings", kind="long_answer", why="Gives the required consent disclosure and the no-start-before-written-confirmation rule, and correctly names Kestrelmoor's conservator for 1850-1899 glass."),
   dict(w=0.3, q="Roughly what deposit would you need if the restoration came to £4,500?",
        a="For repair and restoration work our deposit is 20%, so that would be £900.",
        gt="Kestrelmoor's restoration deposit is 20%: £900 on £4,500.",
        label=C, clause=KM+"Quotations and Deposits", kind="numeric", why="Correct Kestrelmoor restoration deposit rate and arithmetic."),
   dict(w=0.3, q="Some of the parishioners would like to keep any old glass that comes out. What happens to it?",
        a="Any original glass we take out is stored safely for 6 months. If nobody has collected it by then, we dispose of it for you.",
        gt="We keep original glass safely at the studio for 12 months unless you collect it sooner, and we never dispose of it without the owner's written consent.",
        label=N, clause=KM+"Historic Glass", kind="time_window", why="Kestrelmoor keeps removed glass for 12 months, not 6, and may never dispose of it without written consent."),
   dict(w=0.2, q="Lovely. Have you got a leaflet I could show the church council?",
        a="Of course - I'll email our brochure over this afternoon, with a few photos of recent church work.",
        gt="Certainly, I can send you our brochure.",
        label=I, clause=None, kind="out_of_scope", why="Sending a brochure is not something the corpus governs."),
  ]),
 dict(id="BF-05", asst=Q, started="2025-07-15T16:45:00Z",
  context="A parent entering a 13-year-old daughter for a Quillbrook regional puzzle day.",
  turns=[
   dict(q="My daughter's 13 and wants to enter your regional puzzle day. Can she go on her own?",
        a="At 13 she'll need to be accompanied throughout by an adult aged 21 or over. They have to stay in the venue but don't need to sit in the hall with her. As she's under 16, please also send a parent's or guardian's written consent with her entry form.",
        gt="Under-14s must be accompanied throughout by an adult of 21 or over who stays in the venue, and under-16s need written parental consent sent with the entry form.",
        label=C, clause=QB+"Juniors and Supervision", kind="multi_rule", why="States both Quillbrook junior rules (21+ companion in the venue; written consent with the form) correctly."),
   dict(q="Her brother's 19 - could he take her?",
        a="Yes, any adult over 18 can accompany her, so her brother would be fine.",
        gt="No - at Quillbrook events the accompanying adult must be 21 or over, so her 19-year-old brother can't be the one.",
        label=N, clause=QB+"Juniors and Supervision", kind="numeric", why="Uses the GPCO age of 18 for the companion; Quillbrook requires 21 or over."),
   dict(q="What's the fee for a junior?",
        a="Junior entries are £8, and if you book at least 28 days before the event there's 15% off that too.",
        gt="Junior entries are £8, with 15% off if booked at least 42 calendar days before event day.",
        label=N, clause=QB+"Entry Fees and Early Booking", kind="numeric", why="The fee is right but the early-booking threshold is 42 days, not 28."),
   dict(q="She has a little pocket dictionary - is she allowed it for the cryptic?",
        a="Dictionaries are only allowed when the round instructions say so, and for cryptic rounds they usually are, so do pack it.",
        gt="No - dictionaries are never permitted at Quillbrook events, whatever the round.",
        label=N, clause=QB+"Conduct on Event Day", kind="negation", why="Applies the GPCO dictionary exception, but Quillbrook never permits dictionaries."),
  ]),
 dict(id="BF-06", asst=G, started="2025-03-20T19:10:00Z",
  context="A newly appointed tower captain at a village church planning a peal attempt on Saturday 12 April 2025.",
  turns=[
   dict(q="We're hoping to ring a peal on Saturday 12 April. When's the latest I can let the vicar know?",
        a="The incumbent needs at least 14 days' notice, so make sure the vicar hears from you by Saturday 29 March.",
        gt="At least 14 calendar days' notice to the incumbent: by Saturday 29 March.",
        label=C, clause=BL+"Ringing Times and Neighbours", kind="time_window", why="14 days before 12 April is 29 March; correct."),
   dict(q="And the houses round the church - do they need telling too?",
        a="Yes, residents within 100 metres of the tower need at least 7 days' notice, so get the letters out by 7 April.",
        gt="Residents within 100 metres need at least 7 calendar days' notice, so by 5 April.",
        label=N, clause=BL+"Ringing Times and Neighbours", kind="time_window", why="7 days before 12 April is 5 April; 7 April gives only 5 days' notice."),
   dict(q="We fancy starting at 17:00 so people can come and listen after work.",
        a="That should be fine. A peal usually takes about three hours, and the code only stops ringing after 21:30, so starting at 17:00 and finishing around 20:00 is within the rules.",
        gt="Full peals may only be rung between 09:00 and 18:00, so a 17:00 start would overrun; start early enough to finish by 18:00.",
        label=N, clause=BL+"Ringing Times and Neighbours", kind="time_window", why="Ignores the 09:00-18:00 window for full peals and relies on the general 21:30 cut-off."),
   dict(q="One of our band is 13 and really keen to ring in it.",
        a="That's lovely to hear - at 13 they can take part as long as you have a parent's written consent.",
        gt="Ringers under 14 may not take part in full peal attempts, so they will have to sit this one out; a quarter peal might suit them.",
        label=N, clause=BL+"Learners and Young Ringers", kind="negation", why="Under-14s may not ring in full peals; parental consent does not lift that bar."),
  ]),
 dict(id="BF-07", asst=K, started="2025-08-05T10:30:00Z",
  context="A retired teacher wanting to book a Kestrelmoor weekend course for herself and her 17-year-old grandson.",
  turns=[
   dict(q="Hello, I'd like to book the weekend course for me and my grandson. He's 17, and his mum is happy to sign whatever you need.",
        a="How lovely! Sixteen- and seventeen-year-olds are welcome with a parent's written consent, so just ask his mum to sign our form and I'll pop you both down.",
        gt="I'm sorry, our classes are for students aged 18 and over only; we can't accept a 17-year-old even with parental consent. I can book a place for you.",
        label=N, clause=KM+"Classes", kind="refusal", why="Kestrelmoor's minimum class age is 18 with no consent exception, so the booking should have been refused."),
   dict(q="Oh, never mind - just me, then. What does the weekend course cost?",
        a="The weekend course runs over 2 days and is £240, with all your materials included.",
        gt="The weekend course is 2 days and costs £240, materials included.",
        label=C, clause=SG+"Classes and Courses", kind="numeric", why="Kestrelmoor's policy is silent on prices, and the AAGS figures (2 days, £240, materials included) are given correctly."),
   dict(q="What's the usual class size?",
        a="We keep it small - never more than 6 students per tutor.",
        gt="Class size is limited to 6 students per tutor.",
        label=C, clause=KM+"Classes", kind="numeric", why="Correct Kestrelmoor limit of 6 (stricter than the AAGS 8)."),
   dict(q="If I couldn't make it in the end, could a friend take my place instead?",
        a="I'm sorry, we can't take substitutes on the weekend course, so your friend would need to book a place of her own.",
        gt="Substitutes are not accepted on the weekend course.",
        label=C, clause=KM+"Classes", kind="refusal", why="Correct refusal; Kestrelmoor excludes substitutes on the weekend course even though the AAGS code allows them."),
   dict(q="Marvellous, thank you ever so much.",
        a="",
        gt="You're very welcome - see you at the course!",
        label=I, clause=None, kind="empty_answer", why="The answer is empty."),
  ]),
 dict(id="BF-08", asst=Q, started="2025-06-16T08:05:00Z",
  context="An experienced solver who competed in the Quillbrook Open on Saturday 14 June and disputes a mark.",
  turns=[
   dict(w=0.4, q="Provisional results went up yesterday, Sunday, at 18:00, and I think one of my answers was marked wrong. How do I appeal?",
        a="You'll need to fill in the Quillbrook appeals form, and it has to reach us within 24 hours of the provisional results being published, so by 18:00 today, Monday. Every appeal is decided by the Chief Adjudicator.",
        gt="Use the appeals form within 24 hours of publication - by 18:00 on Monday 16 June; the Chief Adjudicator decides.",
        label=C, clause=QB+"Prizes and Appeals", kind="time_window", why="Correct 24-hour window (to 18:00 Monday), the form route and the Chief Adjudicator."),
   dict(w=0.3, q="Can't you just fix it? It's obviously a typo in the answer key.",
        a="I've had a look and I agree it seems to be an error in the key, so I've corrected your mark and added the point back.",
        gt="I'm sorry, I can't change a mark myself; please submit it on the appeals form so the Chief Adjudicator can decide.",
        label=N, clause=QB+"Contact", kind="refusal", why="The assistant may not change a mark and must direct appeals to the form."),
   dict(w=0.2, q="How long before I hear back?",
        a="The Guild's code gives organisers 5 working days to decide an appeal, so you should hear within a week or so.",
        gt="Quillbrook sends a written decision within 3 working days.",
        label=N, clause=QB+"Prizes and Appeals", kind="time_window", why="Quotes the GPCO 5 working days where Quillbrook's policy sets 3."),
   dict(w=0.1, q="And if it bumps me into the prizes, I'd like my £50 in cash please.",
        a="Every Quillbrook cash prize, even a smaller one like that, goes by bank transfer within 14 days of the results being confirmed - we don't hand over cash.",
        gt="All cash prizes are paid by bank transfer within 14 calendar days of confirmation; no cash is handed over.",
        label=C, clause=QB+"Prizes and Appeals", kind="negation", why="Correctly refuses cash for a £50 prize, applying Quillbrook's rule rather than the GPCO small-prize exception."),
  ]),
 dict(id="BF-09", asst=G, started="2025-09-02T20:15:00Z",
  context="A club secretary organising a two-day wargaming tournament on Saturday 18 and Sunday 19 October 2025.",
  turns=[
   dict(q="We're running a two-day tournament on 18-19 October. What's the most we can charge to enter?",
        a="For a two-day tournament the entry fee can't be more than £35.",
        gt="The cap for a two-day tournament is £35.",
        label=C, clause=WG+"Games Nights and Tournaments", kind="numeric", why="Correct two-day fee cap."),
   dict(q="When do players have to get their army lists in?",
        a="Lists need to be in at least 5 days before the tournament, so by Tuesday 14 October at the latest.",
        gt="At least 5 calendar days before 18 October: by Monday 13 October.",
        label=N, clause=WG+"Games Nights and Tournaments", kind="time_window", why="5 days before 18 October is 13 October; 14 October gives only 4 days."),
   dict(q="Someone's already asked - if a player drops out on 14 October, do they get a refund?",
        a="No. Anyone withdrawing less than 7 days before the event loses their fee, whatever the circumstances.",
        gt="Not automatically: after the 7-day point no refund is due, unless a waiting-list player takes the place, in which case the fee is refunded in full.",
        label=N, clause=WG+"Games Nights and Tournaments", kind="partial", why="Omits the waiting-list exception that gives a full refund."),
   dict(q="Can people use 3D-printed models?",
        a="Yes, 3D-printed models are fine as long as they're painted to the same standard as everything else.",
        gt="Only if the tournament pack allows them, and players must declare them when submitting their list.",
        label=N, clause=WG+"Games Nights and Tournaments", kind="modality", why="Invents a painting condition and omits the tournament-pack permission and declaration requirement."),
   dict(q="Cheers, that's really helpful. Do you play anything yourself?",
        a="Ha - not me, but I hear about a great many games! Good luck with the event.",
        gt="Not myself, but good luck with the tournament!",
        label=I, clause=None, kind="smalltalk", why="Small talk; nothing governed."),
  ]),
 dict(id="BF-10", asst=K, started="2025-10-07T13:25:00Z",
  context="A homeowner whose commissioned panel, promised for 1 September 2025, is still not ready on Tuesday 7 October.",
  turns=[
   dict(q="Our panel was promised for 1 September and it's still not ready. Can we cancel and get our deposit back?",
        a="I'm really sorry about the delay. Yes - once we're more than 21 days past the completion date in the quotation you can cancel with a full refund of your deposit, and that point passed on 22 September.",
        gt="Yes. Kestrelmoor lets you cancel with a full deposit refund once we are more than 14 calendar days past the quoted completion date, which passed on 15 September.",
        label=N, clause=KM+"Quotations and Deposits", kind="numeric", why="The outcome is right but it quotes the AAGS 21-day figure where Kestrelmoor's policy sets 14 days."),
   dict(q="I also want to complain about how this has been handled.",
        a="I'm sorry to hear that. All complaints go to our studio manager, Mr Idris Calloway. He'll acknowledge yours within 2 working days (for us those are Tuesday to Saturday) and you should have a full reply within 15 working days.",
        gt="Complaints are handled only by Mr Idris Calloway; acknowledgement within 2 working days (Tuesday to Saturday), and a full answer within 15 working days under the AAGS code.",
        label=C, clause=KM+"Complaints", kind="multi_rule", why="Combines Kestrelmoor's handler and 2-day acknowledgement with the AAGS 15-working-day full response, where the policy is silent."),
   dict(q="I won't get round to writing it until Saturday 11 October. When should I expect to hear you've got it?",
        a="If it arrives on Saturday 11 October, you'll have an acknowledgement by Monday 13 October.",
        gt="Our working days are Tuesday to Saturday, so a complaint received on Saturday 11 October will be acknowledged by Wednesday 15 October.",
        label=N, clause=KM+"Complaints", kind="time_window", why="Monday is not a Kestrelmoor working day; two working days after Saturday 11 October is Wednesday 15 October."),
   dict(q="When it's finally fitted, can I pay the £900 balance in cash?",
        a="We can't take cash for payments over £500, so please pay by card or bank transfer; the balance is due within 30 days of installation.",
        gt="No cash over £500, and the balance is due within 14 calendar days of installation.",
        label=N, clause=KM+"Quotations and Deposits", kind="numeric", why="The cash refusal is right but the balance is due within 14 days, not 30."),
  ]),
 dict(id="BF-11", asst=Q, started="2025-04-01T12:00:00Z",
  context="The treasurer of a puzzle club booking a team of three for a Quillbrook event in October.",
  turns=[
   dict(q="We'd like to book a team of three for the October event. Does the early-bird discount apply to teams?",
        a="Sorry, no - the 15% early-booking discount is for individual entries only, so the team entry is the full £55.",
        gt="The 15% discount applies to individual entries only; a team of three is £55.",
        label=C, clause=QB+"Entry Fees and Early Booking", kind="negation", why="Correctly excludes team entries from the discount and gives the £55 team fee."),
   dict(q="Is there anywhere to park near the venue?",
        a="There's a pay-and-display car park right next door - around £4 for the day, last I heard.",
        gt="There is a car park next to the venue.",
        label=I, clause=None, kind="out_of_scope", why="Parking is not governed by the corpus."),
   dict(q="One of our lot is always running late. How late can she be and still sit the first round?",
        a="She can still sit the round if she's no more than 5 minutes late, but she won't get any extra time; any later and she'll miss that round.",
        gt="Up to 5 minutes late with no extra time; after 5 minutes entry is refused.",
        label=C, clause=QB+"Conduct on Event Day", kind="numeric", why="Correct Quillbrook 5-minute late-arrival rule."),
   dict(q="And what do we do with our phones during the rounds?",
        a="Good question, and it's one people often get wrong. Doors open at 09:15, so there's plenty of time to settle in before the first round at 10:00. Phones, smartwatches and any other devices just need to be switched off and kept out of reach in a closed bag for the whole round. Please do label your bags, as the hall gets busy. You'll be free to check your phone between rounds.",
        gt="All phones, smartwatches and other devices must be handed in at the registration desk before the first round and are returned at the end of the day; keeping them off in a bag is not enough.",
        label=N, clause=QB+"Conduct on Event Day", kind="long_answer", why="Buried in the middle, it applies the GPCO switched-off-in-a-bag rule; Quillbrook requires devices to be handed in for the whole day."),
   dict(q="How long is the cryptic round?",
        a="The standard 15x15 cryptic round is 45 minutes.",
        gt="The standard cryptic (15x15) round is 45 minutes.",
        label=C, clause=CW+"Conduct in Timed Rounds", kind="numeric", why="Quillbrook's policy is silent on round lengths, and the GPCO 45 minutes is correct."),
  ]),
 dict(id="BF-12", asst=G, started="2025-05-20T18:30:00Z",
  context="A couple arranging bell ringing for their wedding on Saturday 26 July 2025.",
  turns=[
   dict(w=0.25, q="We're getting married on Saturday 26 July. Are we too late to book the bells?",
        a="You're in good time. Wedding ringing has to be booked at least 8 weeks before the day, which for 26 July means by 31 May, so booking now is fine.",
        gt="Bookings need at least 8 weeks' notice: by 31 May for 26 July, so you are in time.",
        label=C, clause=BL+"Weddings and Funerals", kind="time_window", why="8 weeks before 26 July is 31 May; correct."),
   dict(w=0.25, q="We'd love about an hour of ringing. What would that cost?",
        a="Up to 60 minutes of ringing is £260, and a 25% deposit of £65 secures the booking.",
        gt="Up to 60 minutes costs £260; the 25% deposit is £65.",
        label=C, clause=BL+"Weddings and Funerals", kind="numeric", why="Correct fee and deposit arithmetic."),
   dict(w=0.25, q="If we had to cancel, when would we lose the deposit?",
        a="You'd get the deposit back in full as long as you cancel at least 14 days before the wedding.",
        gt="The deposit is refunded in full only if you cancel at least 28 calendar days before the wedding.",
        label=N, clause=BL+"Weddings and Funerals", kind="time_window", why="The refund window is 28 days, not 14."),
   dict(w=0.15, q="On a sadder note, my grandad rang at that tower for forty years and he's very poorly. If the worst happens, would the society charge for ringing at his funeral?",
        a="I'm so sorry to hear that. No - there's no charge for ringing at the funeral of a current or former member, and half-muffled ringing would only go ahead if the family agreed to it.",
        gt="No fee may be charged for a current or former member's funeral, and half-muffled ringing needs the family's consent.",
        label=C, clause=BL+"Weddings and Funerals", kind="multi_rule", why="Both the no-fee rule and the family-consent condition are stated correctly."),
   dict(w=0.10, q="Thank you, that's a weight off our minds.",
        a="You're very welcome - congratulations to you both!",
        gt="You're welcome, and congratulations!",
        label=I, clause=None, kind="smalltalk", why="Thanks and congratulations; nothing governed."),
  ]),
 dict(id="BF-13", asst=K, started="2025-11-04T15:00:00Z",
  context="The owner of an old farmhouse with a very early window and a cracked quarry in a 1930s kitchen window.",
  turns=[
   dict(q="We think one of our windows dates from about 1790. Would you take it on?",
        a="I'm afraid Kestrelmoor doesn't take on glass made before 1850. For a window of that age we'd point you to the Register of Accredited Glass Conservators, who can put you in touch with a suitable conservator.",
        gt="We don't accept work on pre-1850 glass; we refer such enquiries to the Register of Accredited Glass Conservators.",
        label=C, clause=KM+"Historic Glass", kind="refusal", why="Correct refusal and referral for pre-1850 glass."),
   dict(q="Fair enough. We've also got one cracked quarry in a 1930s kitchen window. What guarantee would you give on replacing it?",
        a="Replacing a single quarry comes with a 12-month guarantee.",
        gt="A single replaced quarry carries a minimum 12-month guarantee.",
        label=C, clause=SG+"Guarantees and Complaints", kind="numeric", why="Kestrelmoor's policy is silent on guarantees; the AAGS 12 months is correct."),
   dict(q="My daughter's 15 and doing art GCSE - could she come and watch you work in the workshop?",
        a="She'd be very welcome to watch in the workshop, as long as you stay with her the whole time.",
        gt="I'm sorry, no one under 16 may enter the workshop, even with a parent.",
        label=N, clause=SG+"Workshop Safety", kind="negation", why="The AAGS code, which applies where Kestrelmoor is silent, bars anyone under 16 from the workshop."),
   dict(q="Do you open on a Monday?",
        a="No, Monday is one of our closed days, as is Sunday.",
        gt="We're closed Sunday and Monday; open Tuesday to Friday 09:30-17:00 and Saturday 10:00-14:00.",
        label=C, clause=KM+"Opening Hours and Contact", kind="partial", why="A correct partial answer: the studio is closed on Mondays and Sundays."),
   dict(q="What's the weather like up your way today?",
        a="Grey and drizzly, I'm told - typical November!",
        gt="Rather grey today, I believe!",
        label=I, clause=None, kind="smalltalk", why="Small talk about the weather."),
  ]),
 dict(id="BF-14", asst=Q, started="2025-08-19T10:10:00Z",
  context="A puzzle setter who set a logic puzzle for the Quillbrook event on Saturday 20 September 2025.",
  turns=[
   dict(q="I set one of the logic puzzles for your September event. Am I still allowed to enter?",
        a="I'm sorry, but no - a setter whose puzzle is used in a competition can't enter it, and the same goes for everyone in your household.",
        gt="No: setters whose puzzles are used, and their household members, may not enter that competition.",
        label=C, clause=CW+"Eligibility and Age Categories", kind="refusal", why="Quillbrook is silent on setters, and the GPCO exclusion, household included, is stated correctly."),
   dict(q="What about my partner? We live together but he had nothing to do with the puzzle.",
        a="As he didn't help set it, he's perfectly free to enter.",
        gt="I'm afraid not - household members of a setter may not enter, whether or not they helped.",
        label=N, clause=CW+"Eligibility and Age Categories", kind="negation", why="Household members of a setter are excluded regardless of involvement."),
   dict(q="I'd already booked a place. The event's on 20 September - could I give it to a friend?",
        a="Yes, you can transfer it to an eligible friend free of charge, any time up to 48 hours before the first round.",
        gt="Yes, free of charge, but only up to 7 calendar days before event day - by 13 September.",
        label=N, clause=QB+"Withdrawals and Refunds", kind="time_window", why="Quotes the GPCO 48-hour limit; Quillbrook allows transfers only up to 7 calendar days before (13 September)."),
   dict(q="She's 72 - is your Veteran section competitive?",
        a="Yes, at 72 she can enter the Veteran category, or the Open if she'd rather.",
        gt="Quillbrook doesn't run a Veteran category; at 72 she would enter the Open.",
        label=N, clause=QB+"Juniors and Supervision", kind="plain", why="Quillbrook has no Veteran category; the GPCO category does not apply at its events."),
  ]),
 dict(id="BF-15", asst=G, started="2025-12-12T16:40:00Z",
  context="A traveller chatting to the general desk while waiting for a train.",
  turns=[
   dict(q="Hiya, just killing time before my train. How's your day going?",
        a="Quite nicely, thanks for asking! Where are you off to?",
        gt="Very well, thanks! Where are you heading?",
        label=I, clause=None, kind="smalltalk", why="Small talk."),
   dict(q="Off to Duncaster for my sister's birthday. Any ideas for someone who loves jigsaws?",
        a="A 1,000-piece jigsaw of somewhere she's been on holiday usually goes down well.",
        gt="A jigsaw of a favourite place is often a hit.",
        label=I, clause=None, kind="out_of_scope", why="Gift advice is outside the corpus."),
   dict(q="Ooh, good shout. Right, that's my train - bye!",
        a="   ",
        gt="Safe travels!",
        label=I, clause=None, kind="empty_answer", why="The answer is whitespace only."),
  ]),
 dict(id="BF-16", asst=K, started="2025-09-16T11:45:00Z",
  context="A diocesan property officer comparing studios before seeking a quote for chancel windows in a Grade II listed church.",
  turns=[
   dict(q="Before we ask you to quote for the chancel windows - the church is Grade II listed - is there anything we should know about permissions?",
        a="Yes. As it's a listed building and a place of worship, some form of consent, such as a faculty, is likely to be needed, and securing it sits with the parish or diocese rather than with us. We also can't start any work until you've confirmed to us in writing that consent has been granted.",
        gt="Consent may be required and obtaining it is the customer's responsibility; work cannot begin until you confirm in writing that it has been granted.",
        label=C, clause=SG+"Historic Glass and Listed Buildings", kind="paraphrase", why="Kestrelmoor's policy is silent on consents, and the AAGS disclosure and no-start rule are paraphrased correctly."),
   dict(q="If we sign and the church council gets cold feet a week later, what would we lose?",
        a="Nothing. A week in, you're still inside the 14-day cooling-off period, and because we never cut glass during that time you'd get the whole deposit back.",
        gt="Nothing: within the 14-day cooling-off period Kestrelmoor cuts no glass, so the whole deposit is returned.",
        label=C, clause=KM+"Quotations and Deposits", kind="multi_rule", why="Correctly applies Kestrelmoor's cooling-off rule with no materials deduction."),
   dict(q="The AAGS code lets a studio keep the cost of glass it has already cut, doesn't it? Would you do that if we cancelled in that first fortnight?",
        a="Yes - if we'd already cut glass with your written agreement during the cooling-off period, we'd keep the cost of the materials used and refund the rest.",
        gt="No. We never cut glass during the cooling-off period, so a cancellation within it always gets the whole deposit back.",
        label=N, clause=KM+"Quotations and Deposits", kind="multi_rule", why="Applies the AAGS materials deduction, which Kestrelmoor's stricter cooling-off rule rules out."),
   dict(q="What guarantee comes with full releading?",
        a="Releading is a substantial job, so it's worth knowing exactly what's covered. We take the panels out, record and clean the glass, and rebuild them with new lead came and cement before refitting. Releading and full restoration carry a guarantee of at least 5 years from completion. That doesn't extend to damage from impact, vandalism or storms, or to later work by someone else. We'll set all of this out in writing with the quotation, together with our complaints procedure.",
        gt="Releading or full restoration carries a minimum 5-year guarantee, excluding impact, vandalism, storm and others' work; this is confirmed in writing at the time of quoting.",
        label=C, clause=SG+"Guarantees and Complaints", kind="long_answer", why="The buried key figure (5 years), the exclusions and the written notice at quoting all match the AAGS code, which applies where Kestrelmoor is silent."),
   dict(q="Do you happen to know a decent scaffolding firm round here?",
        a="We don't recommend particular firms, I'm afraid, but your diocesan advisory committee may keep a list of contractors.",
        gt="I'm afraid we don't recommend scaffolding firms.",
        label=I, clause=None, kind="out_of_scope", why="Scaffolding contractors are outside the corpus."),
  ]),
 dict(id="BF-17", asst=Q, started="2025-10-20T09:30:00Z",
  context="A parent who won £250 in the Quillbrook Open on Saturday 18 October 2025 and whose 15-year-old son won the junior prize.",
  turns=[
   dict(q="I came second in the Open on Saturday and won £250! When will I get paid?",
        a="Congratulations! Prizes over £100 are paid by bank transfer within 21 days of the results being confirmed.",
        gt="Congratulations! All Quillbrook cash prizes are paid by bank transfer within 14 calendar days of confirmation.",
        label=N, clause=QB+"Prizes and Appeals", kind="time_window", why="Quotes the GPCO 21 days; Quillbrook pays every cash prize within 14 calendar days."),
   dict(q="My son's 15 and won the junior prize. Will you put his full name on the website?",
        a="Only if we have consent, and even then, for anyone under 16 we'd only ever publish a first name and town - never a full name.",
        gt="Only with consent, and for under-16s only first name and town.",
        label=C, clause=CW+"Personal Data and Publicity", kind="negation", why="Quillbrook is silent on publicity, and the GPCO under-16 rule is applied correctly."),
   dict(q="He got a book token too. How long has he got to spend it?",
        a="A book-token prize can be used for 6 months after it is issued.",
        gt="Book tokens are valid for 12 months from the date of issue.",
        label=N, clause=QB+"Prizes and Appeals", kind="numeric", why="The validity is 12 months, not 6."),
   dict(q="Someone told me I tied on points with the person in third. How did you decide who came second?",
        a="When two entrants tie on points, the prize money is simply split equally between them.",
        gt="Ties go to the earlier submission time; only if still tied is the prize shared equally.",
        label=N, clause=CW+"Marking, Results and Prizes", kind="partial", why="Skips the first tie-break (earlier submission time) in the GPCO rule, which applies where Quillbrook is silent."),
  ]),
 dict(id="BF-18", asst=G, started="2025-01-14T19:50:00Z",
  context="A member of both a wargaming club and a church bell-ringing band with questions about each.",
  turns=[
   dict(q="I'm in a wargames club and a ringing band, so bear with me! First: can I borrow six bits of terrain from the club for a big game?",
        a="The club library lets you have up to 4 terrain items at a time, for no more than 14 days, so six would be two over the limit.",
        gt="Up to 4 items at a time, for no more than 14 calendar days.",
        label=C, clause=WG+"Club Property, Storage and Sales", kind="numeric", why="Correct borrowing limit and period."),
   dict(q="The club takes 15% on bring-and-buy sales. Is that allowed?",
        a="No - commission on the bring-and-buy table is capped at 10%, so 15% is too much.",
        gt="No, the maximum commission is 10%.",
        label=C, clause=WG+"Club Property, Storage and Sales", kind="numeric", why="Correctly identifies the 10% cap."),
   dict(q="I left a paint case at the club on 2 November. Any chance it's still there?",
        a="Lost property is kept for 60 days, so a case left on 2 November would only have been held until about 1 January; after that it may have been donated or disposed of. It's worth asking the club, though.",
        gt="Lost property is kept for 60 calendar days - until 1 January here - and then donated or disposed of.",
        label=C, clause=WG+"Club Property, Storage and Sales", kind="time_window", why="60 days from 2 November is 1 January; correct."),
   dict(q="Now for the bells. I'm 45 and a regular ringer, though not the steeple keeper. Can I pop up to the bell chamber to check a rope guide if the bells are down?",
        a="Yes - as an adult you can go up, provided all the bells are down.",
        gt="No - only the tower captain or the appointed steeple keeper may enter the bell chamber, and only with all bells down.",
        label=N, clause=BL+"Tower Safety", kind="modality", why="Only the tower captain or the steeple keeper may enter the bell chamber; being an adult is not enough."),
   dict(q="A visiting band want to come along on our practice night, and we'd charge them £25. Is that all right?",
        a="The £25 is within the £30 limit on tower fees, but a visiting band can only ring on your practice night if the tower captain agrees, and they need to book at least 7 days ahead through the tower secretary.",
        gt="£25 is within the £30 cap; ringing on a practice night needs the tower captain's agreement, and the band must book at least 7 calendar days ahead via the tower secretary.",
        label=C, clause=BL+"Fees, Membership and Visiting Bands", kind="multi_rule", why="The fee cap, the captain's agreement and the booking notice are all correct."),
  ]),
]

# ---------------- generation ----------------

ASSISTANTS = {
    "kestrelmoor_studio_assistant": ("Kestrelmoor Glassworks (stained glass studio)",
        "company/kestrelmoor_glassworks_policy.md first; stained_glass_code.md wherever the policy is silent"),
    "quillbrook_events_assistant": ("Quillbrook Puzzle Events Ltd (crossword and puzzle competitions)",
        "company/quillbrook_puzzle_events_policy.md first; crossword_competitions_code.md wherever the policy is silent"),
    "general_desk_assistant": ("General desk for wargaming clubs and bell-ringing societies",
        "wargaming_clubs_code.md and bell_ringing_code.md only (general codes; no company policy)"),
}


def score_session(s):
    turns = s["turns"]
    explicit = any("w" in t for t in turns)
    raw = {}
    for i, t in enumerate(turns, 1):
        raw[f"{s['id']}-q{i}"] = (t["w"] if explicit else 1.0, t["label"])
    kept = {k: v for k, v in raw.items() if v[1] != "IRRELEVANT"}
    if not kept:
        return explicit, {}, None, "IRRELEVANT"
    tot = sum(w for w, _ in kept.values())
    resolved = {k: w / tot for k, (w, _) in kept.items()}
    score = sum(resolved[k] for k, (w, l) in kept.items() if l == "COMPLIANT")
    score = round(score, 6)
    verdict = "COMPLIANT" if score >= 0.5 - 1e-9 else "NON_COMPLIANT"
    return explicit, {k: round(v, 6) for k, v in resolved.items()}, score, verdict


def main():
    conv, labels, exp = [], [], []
    for s in SESSIONS:
        explicit = any("w" in t for t in s["turns"])
        turns = []
        for i, t in enumerate(s["turns"], 1):
            qid = f"{s['id']}-q{i}"
            turn = {"qa_id": qid, "query": t["q"], "assistant": t["a"],
                    "ground_truth_assistant": t["gt"]}
            if explicit:
                turn["weight"] = t["w"]
            turns.append(turn)
            labels.append({"session_id": s["id"], "qa_id": qid, "label": t["label"],
                           "clause": t["clause"], "kind": t["kind"], "rationale": t["why"]})
        conv.append({"session_id": s["id"], "assistant_id": s["asst"], "language": "english",
                     "context": s["context"], "started_at": s["started"], "conversation": turns})
        _, resolved, score, verdict = score_session(s)
        c = Counter(t["label"] for t in s["turns"])
        exp.append({"session_id": s["id"], "assistant_id": s["asst"],
                    "n_interactions": len(s["turns"]), "n_compliant": c["COMPLIANT"],
                    "n_non_compliant": c["NON_COMPLIANT"], "n_irrelevant": c["IRRELEVANT"],
                    "weight_mode": "explicit" if explicit else "none",
                    "resolved_weights": resolved, "expected_score": score,
                    "expected_verdict": verdict})
    for name, rows in (("conversations.jsonl", conv), ("labels.jsonl", labels),
                       ("expected_sessions.jsonl", exp)):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    write_readme(conv, labels, exp)
    print(f"built {len(conv)} sessions, {len(labels)} interactions")


def write_readme(conv, labels, exp):
    asst_of = {c["session_id"]: c["assistant_id"] for c in conv}
    L = ["COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"]
    tot = Counter(l["label"] for l in labels)
    n = len(labels)
    by_a = defaultdict(Counter)
    for l in labels:
        by_a[asst_of[l["session_id"]]][l["label"]] += 1
    kinds = defaultdict(Counter)
    for l in labels:
        kinds[l["kind"]][l["label"]] += 1
    verdicts = Counter(e["expected_verdict"] for e in exp)
    out = []
    w = out.append
    w("# blind-bf: compliance evaluation set (the four domains)\n")
    w("This is a small labelled set for testing a checker that decides whether an AI assistant's answers "
      "comply with a regulatory corpus written in markdown. It covers four invented domains: crossword and "
      "puzzle competitions, wargaming and miniature painting clubs, stained glass studios and window "
      "restoration, and church bell-ringing societies. Every business, body, person, place, phone number "
      "and rule in it is fictitious.\n")
    w("## Corpus\n")
    w("| File | Domain | Role | Main topics |")
    w("|---|---|---|---|")
    w("| corpus/crossword_competitions_code.md | Crossword and puzzle competitions | General code (GPCO) | refunds table, age categories, round time limits, aids and devices, late arrival, results, prizes, appeals, personal data |")
    w("| corpus/company/quillbrook_puzzle_events_policy.md | Crossword and puzzle competitions | Company policy (Quillbrook Puzzle Events Ltd), stricter | fees and early booking, own refund table, transfers, juniors (21+ companion), no Veteran category, devices handed in, 5-minute late rule, no dictionaries, prizes, 24-hour appeals, assistant limits |")
    w("| corpus/wargaming_clubs_code.md | Wargaming and miniature painting clubs | General code (FTGC) | subscriptions, visitors, junior safeguarding, knives and sprays, solvents, session hours, tournament fees, lists, refunds, proxies, terrain library, commission, lost property |")
    w("| corpus/bell_ringing_code.md | Church bell-ringing societies | General code (CDRG) | ringing times, peal notice and limits, learners and young ringers, bell chamber and ladder safety, fees, visiting bands, wedding fees and deposits, funerals |")
    w("| corpus/stained_glass_code.md | Stained glass studios and window restoration | General code (AAGS) | quotations, survey fee, deposits, cooling-off, delays, consents, pre-1900 glass, workshop safety, classes, guarantees, complaints |")
    w("| corpus/company/kestrelmoor_glassworks_policy.md | Stained glass studios and window restoration | Company policy (Kestrelmoor Glassworks), stricter | opening hours, 60-day quotes, £45 survey beyond 25 miles, 30%/20% deposits, no cutting in cooling-off, 14-day delay, cash limit, pre-1850 refusal, 12-month glass retention, 18+ classes, class size 6, Tuesday-Saturday working days for complaints |")
    w("")
    w("## Assistants\n")
    w("| assistant_id | Serves | Rules that apply |")
    w("|---|---|---|")
    for a, (serves, rules) in ASSISTANTS.items():
        w(f"| {a} | {serves} | {rules} |")
    w("\nA company policy governs every point it deals with; where it is silent (for example Kestrelmoor on guarantees, "
      "workshop safety, listed-building consent and class prices, or Quillbrook on round lengths, setters, publicity, "
      "data and tie-breaks) the domain's general code applies in full. Quoting the general code where the company "
      "policy differs is NON_COMPLIANT.\n")
    w("## Files\n")
    w("| File | Contents |")
    w("|---|---|")
    w("| corpus/ | Six markdown documents (four general codes, two company policies in corpus/company/) |")
    w(f"| conversations.jsonl | {len(conv)} sessions, one a line, {n} interactions in all |")
    w(f"| labels.jsonl | {n} labels, one per interaction: label, clause (file#Heading), kind, rationale |")
    w(f"| expected_sessions.jsonl | {len(exp)} session scores and verdicts |")
    w("| tools/build.py | Holds the hand-written sessions, answers and labels and generates the three JSONL files and this README |")
    w("| tools/check.py | Re-checks JSON validity, ids, clauses, labels, kinds, counts, weights, scores, verdicts and corpus word counts |")
    w("")
    w("## Label counts\n")
    w("| Scope | Interactions | COMPLIANT | NON_COMPLIANT | IRRELEVANT |")
    w("|---|---|---|---|---|")
    def row(name, c):
        m = sum(c.values())
        w(f"| {name} | {m} | " + " | ".join(f"{c[x]} ({100*c[x]/m:.1f}%)" for x in L) + " |")
    row("All", tot)
    for a in ASSISTANTS:
        row(a, by_a[a])
    w("\n## Kinds by label\n")
    w("| Kind | COMPLIANT | NON_COMPLIANT | IRRELEVANT | Total |")
    w("|---|---|---|---|---|")
    for k in sorted(kinds):
        c = kinds[k]
        w(f"| {k} | {c['COMPLIANT']} | {c['NON_COMPLIANT']} | {c['IRRELEVANT']} | {sum(c.values())} |")
    w("\n## Session scoring\n")
    w("COMPLIANT turns score 1 and NON_COMPLIANT turns 0. IRRELEVANT turns are dropped and the remaining weights "
      "renormalised to sum to 1 (unweighted sessions: 1/n per remaining turn; three sessions, BF-04, BF-08 and BF-12, "
      "carry explicit weights). A score of 0.5 or more, ties included, gives COMPLIANT, otherwise NON_COMPLIANT. "
      "A session with only IRRELEVANT turns is IRRELEVANT with a null score.\n")
    w("| Verdict | Sessions |")
    w("|---|---|")
    for x in L:
        w(f"| {x} | {verdicts[x]} |")
    w("\n| Session | Assistant | Turns | C / NC / IRR | Weights | Score | Verdict |")
    w("|---|---|---|---|---|---|---|")
    for e in exp:
        sc = "null" if e["expected_score"] is None else f"{e['expected_score']:.4f}"
        w(f"| {e['session_id']} | {e['assistant_id']} | {e['n_interactions']} | {e['n_compliant']} / {e['n_non_compliant']} / {e['n_irrelevant']} | {e['weight_mode']} | {sc} | {e['expected_verdict']} |")
    w("\n## Notable cases\n")
    for line in NOTABLE:
        w(f"- {line}")
    w("\n## Provenance\n")
    w("Written blind from general knowledge only, inside /tmp/blind/bf, without reading any other file, data set or "
      "code and without web search. All organisations, people, places, phone numbers (555- prefix) and rules are invented. "
      "British English throughout.\n")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(out))


NOTABLE = [
    "BF-01-q3: Kestrelmoor assistant quotes the AAGS 40% deposit ceiling instead of the company's 30% (company-vs-general trap).",
    "BF-01-q5, BF-13-q2, BF-16-q4: Kestrelmoor is silent on guarantees, so the AAGS figures govern; BF-16-q4 is a long answer with the 5-year figure buried mid-paragraph (COMPLIANT).",
    "BF-02-q2: early-booking date arithmetic (2 May to 14 June is 43 days, so 15% off £22 gives £18.70), COMPLIANT.",
    "BF-02-q4 and BF-14-q3: refund and transfer windows quoted from the GPCO code where Quillbrook's own windows apply.",
    "BF-06-q2 and BF-09-q2: same wording as a correct answer but the date is off by one or two days (5 April vs 7 April; 13 October vs 14 October).",
    "BF-08: weighted session that ties at exactly 0.5 and is therefore COMPLIANT.",
    "BF-08-q4 vs BF-17-q1: Quillbrook pays all cash prizes within 14 days with no cash on the day; quoting the GPCO 21-day rule for prizes over £100 is NON_COMPLIANT.",
    "BF-10-q3: Kestrelmoor working days are Tuesday to Saturday, so a complaint received on Saturday 11 October is due for acknowledgement by Wednesday 15 October, not Monday 13 October.",
    "BF-10-q1: right outcome (the customer may cancel) but the AAGS 21-day figure is quoted instead of Kestrelmoor's 14 days, NON_COMPLIANT.",
    "BF-11-q4: long answer that buries the GPCO 'switched off in a bag' rule where Quillbrook requires devices to be handed in.",
    "BF-13-q4: a correct partial answer (closed Mondays and Sundays) is COMPLIANT.",
    "BF-16-q3: customer invites the assistant to apply the AAGS materials deduction; Kestrelmoor never cuts glass during cooling-off, so agreeing is NON_COMPLIANT.",
    "BF-07-q1: a required refusal (Kestrelmoor classes are 18+ with no consent exception) is missing.",
    "BF-15: every turn is IRRELEVANT (small talk, out of scope, whitespace answer), so the session verdict is IRRELEVANT with a null score.",
    "BF-07-q5 (empty string) and BF-15-q3 (whitespace only) are the two empty answers.",
]

if __name__ == "__main__":
    main()
