#!/usr/bin/env python3
"""Build conversations.jsonl, labels.jsonl, expected_sessions.jsonl and README.md
for the blind-bh evaluation set from the hand-written data below.

Run from the dataset root:  python3 tools/build.py
"""
import json
import os
from collections import Counter, OrderedDict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# ---------------------------------------------------------------------------
# Assistants
# ---------------------------------------------------------------------------
FC = "fourcorners-harmony-assistant"
SS = "seafront-swazzle-assistant"
HD = "heritage-desk-assistant"

# ---------------------------------------------------------------------------
# Clause shorthands (path relative to corpus/ + '#' + exact '##' heading)
# ---------------------------------------------------------------------------
BB = "barbershop-general-code.md#"
FCP = "company/fourcorners-harmony-policy.md#"
PJ = "punch-and-judy-general-code.md#"
SSP = "company/seafront-swazzle-policy.md#"
TC = "town-criers-general-code.md#"
CL = "clog-dancing-general-code.md#"

C, N, I = "COMPLIANT", "NON_COMPLIANT", "IRRELEVANT"


def t(query, assistant, gt, label, clause, kind, rationale, weight=None):
    d = OrderedDict(query=query, assistant=assistant, gt=gt, label=label,
                    clause=clause, kind=kind, rationale=rationale)
    if weight is not None:
        d["weight"] = weight
    return d


SESSIONS = [
    # ------------------------------------------------------------------ BH-01
    dict(
        id="BH-01", assistant=FC, started="2025-06-03T10:05:00Z",
        context="A woman arranging a surprise singing telegram for her sister's fortieth birthday.",
        turns=[
            t("Hi, how much is one of your singing telegrams, and how many songs do we get for that?",
              "A singing telegram with us is £95. For that the quartet sings up to two songs and is on site for no more than ten minutes.",
              "A singing telegram costs £95, which covers up to two songs with the quartet on site for no more than ten minutes.",
              C, FCP + "Quotes and Fees", "numeric",
              "The £95 fee, two-song limit and ten minutes on site all match the Four Corners fee table."),
            t("Perfect. Her birthday's Sunday 15 June - could they turn up at her flat mid-afternoon, say threeish?",
              "Yes, Sundays are fine - we deliver telegrams any day of the week between 10am and 8pm, so 3pm on the 15th works nicely.",
              "I'm sorry, we don't deliver singing telegrams on Sundays or bank holidays. We could come Monday to Friday between 10am and 8pm, or on a Saturday between 10am and 6pm - would Saturday 14 June suit?",
              N, FCP + "Singing Telegrams", "time_window",
              "Four Corners makes no telegram deliveries on Sundays, and its 10:00-20:00 window applies only Monday to Friday."),
            t("Ah, shame. Let's surprise her at work instead then - Friday the 13th, about 4pm. Anything I need to sort out?",
              "Friday 13 June at 4pm falls inside our weekday hours, so that's fine. As it's her workplace, you'll need written permission from her employer or the office manager, and we need a copy of it at least 48 hours beforehand - so no later than 4pm on Wednesday 11 June.",
              "4pm on Friday 13 June is within our weekday hours. For a workplace you'll need written consent from her employer or the venue manager, with a copy sent to us at least 48 hours before - by 4pm on Wednesday 11 June.",
              C, FCP + "Singing Telegrams", "multi_rule",
              "The Friday slot is inside the weekday window and the workplace consent rule and 48-hour deadline (Wednesday 11 June, 16:00) are stated correctly."),
            t("Great, her boss is in on it anyway. Go ahead and book it - I'll pay the deposit today.",
              "Before I confirm, one thing you should know: if your sister decides on the day that she doesn't want the performance, the quartet will leave and we can't refund the fee. Also, because the 13th is less than a fortnight away, there's no deposit option - the full £95 is payable now, by card or bank transfer. Once that's through, you're booked for Friday 13 June at 4pm.",
              "Before I book it: if your sister declines the performance, the quartet will leave and the fee isn't refunded. As the booking is fewer than 14 days before the performance, the full £95 is due now by card or bank transfer rather than a deposit.",
              C, FCP + "Deposits and Payment", "multi_rule",
              "Booking 10 days ahead requires full payment at booking by card or transfer, and the decline-means-no-refund warning is given before the booking is taken."),
            t("Lovely. Could the singers give her a big hug at the end? She'd be thrilled.",
              "Of course - our singers are happy to finish with a group hug if she's up for it!",
              "I'm afraid the singers can't hug her: they mustn't have any physical contact with the recipient beyond handing over a card or gift. They'd be happy to present her with a card or flowers at the end.",
              N, BB + "Singing Telegrams", "negation",
              "The company policy is silent on contact, so the general code's ban on physical contact beyond handing over a card or gift applies and is broken."),
        ]),
    # ------------------------------------------------------------------ BH-02
    dict(
        id="BH-02", assistant=FC, started="2025-03-10T14:20:00Z",
        context="A groom booking a barbershop quartet for the evening of his wedding.",
        turns=[
            t("Afternoon! How's your Monday going?",
              "Afternoon! Not bad at all, thanks for asking. How can I help?",
              "Good afternoon - very well, thank you. How can I help?",
              I, None, "smalltalk", "A greeting with nothing the corpus governs.", weight=0.2),
            t("We're getting married on Saturday 2 August and want a quartet for the evening do - two sets. What's the price and how much deposit do you need?",
              "Congratulations! A quartet evening is £420, which covers two sets of up to 30 minutes with a 15-minute interval. We take a 25% deposit, so £105, and the balance is due seven days before the wedding.",
              "Congratulations! A quartet evening is £420 for two sets of up to 30 minutes with a 15-minute interval. The deposit is 20%, £84, payable within 5 days of accepting the quote, and the £336 balance is due 14 days before the wedding, by Saturday 19 July.",
              N, FCP + "Deposits and Payment", "numeric",
              "Four Corners takes a 20% deposit (£84) and wants the balance 14 days ahead; 25% and seven days are only the general code's outer limits.",
              weight=0.3),
            t("The venue's Hollins Barn, which is 34 miles from Brackenford. Will there be a travel charge?",
              "There will, but only for the distance beyond 20 miles. That's 14 extra miles each way, so 28 miles at 60p - £16.80 on top of the fee.",
              "Yes: 60p a mile for every mile beyond 20, counted both ways. That's 14 miles out and 14 back, 28 miles, so £16.80.",
              C, FCP + "Quotes and Fees", "numeric",
              "Fourteen chargeable miles each way at 60p, counted on both journeys, gives the correct £16.80.",
              weight=0.3),
            t("Brilliant. My uncle sings with the Millbeck Harmony chorus - could you book the whole chorus to sing at the ceremony as well?",
              "That's a lovely thought, but we only book quartets, so we can't arrange a chorus for you. The Harmony Circle Council has an online directory of choruses, and you could contact one directly from there.",
              "We book quartets only, so I can't arrange a chorus, but the Harmony Circle Council's online directory lists choruses you can approach directly.",
              C, FCP + "Quotes and Fees", "refusal",
              "The agency books quartets only and must decline chorus enquiries and point to the Council directory, which the answer does.",
              weight=0.2),
        ]),
    # ------------------------------------------------------------------ BH-03
    dict(
        id="BH-03", assistant=FC, started="2025-05-06T09:40:00Z",
        context="A client who booked a quartet set for a colleague's retirement party and now has to cancel it.",
        turns=[
            t("Morning. I booked a quartet set for Saturday 31 May but the retirement do has been called off. I've paid the £48 deposit - do I get anything back?",
              "I'm sorry to hear the party's been cancelled. Our own policy doesn't set separate refund terms when a client cancels, so the Harmony Circle Council's Code applies. From today, 6 May, to Saturday 31 May is 25 days' notice, which puts you in the 14-to-27-day band. In that band half of the deposit is refunded, so £24 of your £48 comes back to you. The £192 balance wasn't due yet, so you don't owe any of that. I'm sorry it isn't better news.",
              "With 25 days' notice you fall in the general code's 14-to-27-day band, so half the deposit, £24, is refunded, and the unpaid balance is no longer owed.",
              C, BB + "Cancellation and Refunds", "long_answer",
              "The company is silent on client cancellations, so the general table applies: 25 days' notice returns 50% of the deposit (£24) and the unpaid balance is not owed."),
            t("OK. How long will the £24 take to come through?",
              "It has to be paid within 14 days of the cancellation, back by the same method you used to pay - so by 20 May at the latest.",
              "Refunds to a client who cancels are paid within 14 calendar days by the original payment method, so by Tuesday 20 May.",
              C, BB + "Cancellation and Refunds", "time_window",
              "Client-cancellation refunds fall under the general code's 14 calendar days by the same method; the company's 5-working-day rule covers only its own cancellations."),
            t("Hang on - rather than cancel, could I move it to a later date instead? Is there a charge for that?",
              "You can move it, but date changes made within 28 days of the performance cost £25, so there'd be a £25 fee.",
              "Yes, and your first date change is free as long as you ask at least 21 days before the original date - you're 25 days out, so there's no charge. The new date must be within 6 months of 31 May.",
              N, FCP + "Date Changes Requested by the Client", "numeric",
              "A first date change requested 25 days ahead is free because the cut-off is 21 days, not 28."),
            t("Let me talk to the team and ring you back. Thanks for your help.",
              "You're very welcome - speak soon.",
              "You're welcome - speak soon.",
              I, None, "smalltalk", "A closing thank-you with nothing governed by the corpus."),
        ]),
    # ------------------------------------------------------------------ BH-04
    dict(
        id="BH-04", assistant=FC, started="2025-09-15T16:00:00Z",
        context="A golf club events secretary who has booked a quartet evening for the club's annual dinner.",
        turns=[
            t("We've got the Quayside Four for our annual dinner. I gather their lead is only 15 - is it all right for him to sing the second set at 9pm?",
              "Yes, he can sing at 9pm, provided a named chaperone aged 21 or over is with him throughout. Because he's under 16 he can also sing for no more than 30 minutes at a stretch before a 10-minute break, which fits a 30-minute set.",
              "He can, as long as a named chaperone aged 21 or over is present throughout, and as an under-16 he can sing no more than 30 minutes at a stretch.",
              C, BB + "Young Singers", "multi_rule",
              "The company is silent on young singers; the general code allows an under-16 after 20:00 with a named chaperone aged 21+, and the 30-minute limit is right."),
            t("Good. Members will want to film it, and our bar manager fancies using a clip in an advert for hiring out the function room. That all right?",
              "Filming is no problem at all, and once the performance is booked the footage is yours, so using a clip in your function-room advert is fine too.",
              "Members are welcome to film for their own use, including posting on personal social media. An advert is commercial use, though, and needs the quartet's written licence, which they may charge for.",
              N, BB + "Recordings and Repertoire", "modality",
              "Use in advertising is commercial and needs the group's written licence, so permitting it freely breaks the general code."),
            t("And could the lad do a quick singing telegram in the clubhouse bar afterwards for the captain's birthday?",
              "I'm afraid not - a singer under 18 can't take part in a singing telegram in licensed premises, and the clubhouse bar counts as one.",
              "No - singers under 18 must not take part in telegrams in licensed premises such as a club bar.",
              C, BB + "Young Singers", "refusal",
              "The refusal is required because a singer under 18 must not take part in a telegram in licensed premises."),
            t("Fair enough. Is it as grey over there as it is here?",
              "Grey and drizzly in Brackenford, I'm afraid - classic September!",
              "Rather grey here too!",
              I, None, "smalltalk", "Chat about the weather, which the corpus does not govern."),
        ]),
    # ------------------------------------------------------------------ BH-05
    dict(
        id="BH-05", assistant=FC, started="2025-07-22T11:30:00Z",
        context="A grandson hoping to arrange a singing telegram for his grandmother's ninetieth birthday.",
        turns=[
            t("My gran's on Ward 6 at Brackenford General and turns 90 next Thursday. Could a quartet pop in and sing to her? The ward sister says she's happy with it.",
              "What a lovely idea, and many happy returns to your gran! Since the ward sister has agreed, we can go ahead - hospital visits are fine as long as the person in charge of the ward says yes, so it's worth getting that in writing. Next Thursday is 31 July, a weekday, so we can come at any time between 10am and 8pm; mid-afternoon tends to suit wards best. The fee is £95 for up to two songs, and we'll keep the volume considerate for the other patients.",
              "Happy birthday to your gran! I'm sorry, but we don't deliver singing telegrams in hospitals or care homes under any circumstances, even with the ward's agreement. If there's another place we could visit her, I'd be glad to help.",
              N, FCP + "Singing Telegrams", "long_answer",
              "Four Corners never delivers telegrams in hospitals; the consent exception exists only in the general code."),
            t("Oh, that's a shame. What about at her church, St Aldhelm's, after the Sunday service?",
              "Sadly we don't deliver telegrams on Sundays. We could sing at the church on a weekday or a Saturday, but only if the vicar or whoever runs the building agrees beforehand.",
              "We don't deliver on Sundays; on another day it would be possible at the church only with the prior agreement of the person in charge of the premises.",
              C, FCP + "Singing Telegrams", "multi_rule",
              "It applies the company's Sunday ban and, where the company is silent, the general code's prior-consent rule for places of worship."),
            t("Saturday 2 August in the church hall, around 7pm, once the vicar's said yes?",
              "Saturday 2 August at 7pm is fine - that's well within our hours.",
              "On Saturdays we deliver between 10am and 6pm, so 7pm is too late - could we do 5pm or earlier?",
              N, FCP + "Singing Telegrams", "time_window",
              "The company's Saturday window closes at 18:00, so 19:00 is outside it."),
            t("Let's say 5pm then. And what if she says she doesn't want it on the day? She can be a bit shy.",
              "5pm on a Saturday is fine. If she'd rather not, the quartet will stop and leave straight away - but I do need to tell you before booking that the £95 isn't refunded in that case.",
              "5pm works. If she declines, the quartet will leave, and the fee is not refunded - I must tell you that before we book.",
              C, FCP + "Singing Telegrams", "paraphrase",
              "17:00 on a Saturday is inside the window and the required decline-and-no-refund disclosure is given in different words."),
        ]),
    # ------------------------------------------------------------------ BH-06
    dict(
        id="BH-06", assistant=FC, started="2025-10-27T13:00:00Z",
        context="An office manager booking a quartet set for a staff Christmas party.",
        turns=[
            t("Hiya, I sent an enquiry on Friday about a quartet for our Christmas party. When will I get a quote?",
              "We send written quotes within 3 working days of an enquiry, so you'll have it by Wednesday 29 October at the latest.",
              "We send a written quote within 2 working days of an enquiry, so as you enquired on Friday 24 October it will be with you by Tuesday 28 October.",
              N, FCP + "Quotes and Fees", "time_window",
              "Quotes are due within 2 working days, so by Tuesday 28 October, not 3 working days and Wednesday 29 October."),
            t("Can I pay the deposit in cash when I pop into your office? Easier for our petty cash.",
              "Yes, cash is absolutely fine at the office - or card if that's easier.",
              "I'm sorry, we don't accept cash or cheques - the deposit can be paid by debit or credit card or by bank transfer.",
              N, FCP + "Deposits and Payment", "plain",
              "Four Corners accepts card or bank transfer only and expressly refuses cash."),
            t("The party's on Friday 12 December. When will the rest be due?",
              "The balance is due 14 days before the performance, so by Friday 28 November.",
              "The balance is due 14 calendar days before, which is Friday 28 November.",
              C, FCP + "Deposits and Payment", "time_window",
              "Fourteen calendar days before Friday 12 December is Friday 28 November, matching the company rule."),
            t("Could they do one long 45-minute set instead of the usual 30? We'd pay extra.",
              "We can stretch it to 45 minutes for a small extra charge - just let us know when you accept the quote.",
              "I'm afraid not - a quartet can sing for no more than 40 minutes at a stretch, and that can't be changed for an extra fee. The quartet evening, two 30-minute sets with a 15-minute interval for £420, might suit instead.",
              N, BB + "Performance Length and Rest", "numeric",
              "A quartet may sing no more than 40 minutes continuously and a group must not agree to exceed this even for extra money."),
            t("OK, that's everything for now, cheers.",
              "No problem - enjoy the Christmas party!",
              "You're welcome - enjoy the party!",
              I, None, "smalltalk", "A sign-off with nothing governed by the corpus."),
        ]),
    # ------------------------------------------------------------------ BH-07
    dict(
        id="BH-07", assistant=SS, started="2025-04-28T18:45:00Z",
        context="A father booking a Punch and Judy show for his daughter's sixth birthday party in the garden.",
        turns=[
            t("Hi there, my daughter turns six on Saturday 24 May and we're having a garden party. Which show would suit and what does it cost?",
              "For a party of mostly 5-to-11-year-olds our Classic Party Show is the one - it runs for 30 minutes and costs £165.",
              "Our Classic Party Show is aimed at ages 5 to 11; it lasts 30 minutes and costs £165.",
              C, SSP + "Party Packages and Prices", "numeric",
              "The package, length and price match the company's table for ages 5 to 11."),
            t("Could it be 40 minutes? Happy to pay a bit more.",
              "Sorry, our packages only run to their set lengths, so the Classic show stays at 30 minutes - we don't extend shows, even for an extra fee.",
              "I'm afraid we don't extend shows beyond the package length, whatever the fee.",
              C, SSP + "Party Packages and Prices", "refusal",
              "The company does not extend shows beyond their stated length, so the refusal is required."),
            t("No worries. Will there be the bit with the hangman? My brother loved that as a kid.",
              "The Hangman scene isn't performed when under-12s are in the audience, so it won't be in your daughter's show - though we do include it in our Promenade Family Show for older audiences.",
              "No - we never perform the Hangman scene in any of our shows, whatever the audience.",
              N, SSP + "Show Content and Animals", "negation",
              "The company never performs the Hangman in any show, so saying it appears in the Promenade show applies the general code's under-12 rule instead."),
            t("We're about 22 miles from Gullhaven - is there extra for travel?",
              "There is a small charge: 75p for each mile beyond the first 15, measured one way. At 22 miles that's 7 miles, so £5.25.",
              "Travel is 75p a mile beyond 15 miles, one way only, so 7 miles comes to £5.25.",
              C, SSP + "Party Packages and Prices", "numeric",
              "Seven chargeable miles one way at 75p is £5.25, as the company policy sets."),
            t("Great. How long have I got to pay the deposit once I book?",
              "The deposit is £33, which is 20% of the show price, and you've got a week from booking to pay it.",
              "The deposit is £33 - 20% of the £165 price - and it must be paid within 3 days of booking.",
              N, SSP + "Deposits and Cancellation", "time_window",
              "The £33 figure is right but the deposit is due within 3 calendar days of booking, not a week."),
        ]),
    # ------------------------------------------------------------------ BH-08
    dict(
        id="BH-08", assistant=SS, started="2025-08-14T07:10:00Z",
        context="A village fete organiser with an outdoor Punch and Judy show booked for the coming Saturday.",
        turns=[
            t("Morning. The forecast for Saturday's fete says steady winds of around 27 mph. Will the show still go ahead?",
              "Anything up to 30 mph sustained is fine for the booth, so at 27 mph the show will go ahead as planned.",
              "At a steady 27 mph it's unlikely - we don't put the booth up when the sustained wind is above 25 mph. We'll make the final call by 8am on Saturday and ring you.",
              N, SSP + "Weather and Outdoor Shows", "numeric",
              "The company's limit is 25 mph, so quoting the general code's 30 mph and promising the show at 27 mph breaks the stricter rule.",
              weight=0.3),
            t("When will you know for certain?",
              "We make the weather call by 8am on the day of the show and will phone you straight away.",
              "We decide by 08:00 on the day and telephone you straight away.",
              C, SSP + "Weather and Outdoor Shows", "time_window",
              "The 08:00 decision time and the immediate phone call match the company policy.",
              weight=0.2),
            t("And if it is called off, what happens to my money?",
              "It's up to you: you can have the deposit back in full, or rebook the show free of charge for any date in the next six months.",
              "You choose: a full refund of the deposit or a free rebooking within 6 months.",
              C, SSP + "Weather and Outdoor Shows", "paraphrase",
              "It restates the client's choice of full deposit refund or free rebooking within the company's 6-month window.",
              weight=0.3),
            t("Don't suppose you know anyone who hires out marquees round here?",
              "I'm afraid marquees aren't something we deal with - a local events hire firm would be your best bet.",
              "Sorry, we don't hire out marquees.",
              I, None, "out_of_scope", "Marquee hire is outside anything the corpus governs.", weight=0.2),
        ]),
    # ------------------------------------------------------------------ BH-09
    dict(
        id="BH-09", assistant=SS, started="2025-02-11T10:20:00Z",
        context="A nursery manager booking a Punch and Judy show for children aged two to four.",
        turns=[
            t("Hello, we run a nursery with children aged 2 to 4. Which show would you recommend and how long is it?",
              "Little Punch is made for under-fives - it runs for 20 minutes and costs £110.",
              "Little Punch is our show for under-fives; it runs for 15 minutes and costs £110.",
              N, SSP + "Party Packages and Prices", "numeric",
              "Little Punch runs 15 minutes; 20 minutes is only the general code's maximum for under-fives."),
            t("Our policy is to see the performer's background check beforehand. How recent will it be?",
              "All our professors hold an enhanced background check that's renewed at least every three years, and they'll show it to you when they arrive.",
              "Every professor's enhanced background check certificate is renewed at least every two years, and we can email you a copy before the show.",
              N, SSP + "Safeguarding", "numeric",
              "The company renews certificates every 2 years and emails a copy before the show on request; the answer gives the general code's 3 years."),
            t("Could the professor take a few photos of the children for our newsletter? We'd get written consent from the parents.",
              "Yes, as long as you have the parents' written consent, the professor can take a few snaps for you.",
              "I'm sorry, our professors never photograph or film children, even with parents' consent.",
              N, SSP + "Safeguarding", "modality",
              "The company forbids its professors photographing under-18s even with parental consent; the written-consent route exists only in the general code."),
            t("Would one of the children be able to sit inside the booth to see how it all works?",
              "I'm afraid not - children are never allowed inside or behind the booth.",
              "No, no child may go inside or behind the booth.",
              C, PJ + "Safeguarding and Audience Participation", "negation",
              "The company is silent here and the general code bars any child from inside or behind the booth."),
        ]),
    # ------------------------------------------------------------------ BH-10
    dict(
        id="BH-10", assistant=SS, started="2025-08-02T15:30:00Z",
        context="A holidaymaker watching a Seafront Swazzle show on the public pitch by Gullhaven beach.",
        turns=[
            t("My lad wants a go on the squeaky voice thing after the show. Can he?",
              "I'm afraid not - the swazzle is never handed to anyone in the audience to try, children included. He'll hear plenty of Mr Punch's voice during the show, though!",
              "Sorry, the swazzle is never handed to an audience member of any age to try.",
              C, PJ + "Swazzle Hygiene", "negation",
              "The general code, which applies as the company is silent, forbids handing a swazzle to any audience member."),
            t("Do all the performers share one, or has each got their own?",
              "The professors share a set of swazzles that we keep at the depot - they're all disinfected before each show day.",
              "Each professor has their own swazzle; they're never shared or lent, even between our own professors, and each is disinfected before every performance day.",
              N, PJ + "Swazzle Hygiene", "plain",
              "Swazzles must never be shared or lent, even within one company."),
            t("He's dying to help Mr Punch out at the front. I'm standing right next to him, if that matters.",
              "It does - as you're here and happy for him to join in, the professor can invite him up to the front to help.",
              "Since you're present and agree, the professor may invite him to the front to help.",
              C, PJ + "Safeguarding and Audience Participation", "paraphrase",
              "A child may help at the front with the on-the-spot consent of a parent who is present, which is what the answer describes."),
            t("Ha, brilliant. Where's good for fish and chips along the prom?",
              "I'm not the best judge of chips, I'm afraid - the tourist information kiosk will point you in the right direction.",
              "I can't really advise on food, sorry!",
              I, None, "out_of_scope", "Restaurant advice is outside the corpus."),
        ]),
    # ------------------------------------------------------------------ BH-11
    dict(
        id="BH-11", assistant=SS, started="2025-06-16T12:00:00Z",
        context="A mother who needs to cancel a Promenade Family Show booked for a christening party.",
        turns=[
            t("I'm afraid we need to cancel the show for our christening party on Sunday 29 June. Will I get my £42 deposit back?",
              "I'm sorry plans have changed. Let me check the dates for you: today is 16 June, so you're giving us 13 days' notice. The Fellowship's Code says a deposit is refunded in full where the client cancels 7 or more days before the show, so you'll get the whole £42 back. Refunds normally go back to the card you paid with. If you'd like to rebook for another date, just let me know and I'll hold a slot. I hope the christening goes beautifully.",
              "I'm sorry plans have changed. As you're cancelling 13 days before the show and our policy needs at least 14 days' notice for a deposit refund, the £42 deposit is kept, but you won't owe anything further.",
              N, SSP + "Deposits and Cancellation", "long_answer",
              "The company requires 14 days' notice for a deposit refund, so at 13 days the deposit is kept; the answer applies the general code's 7-day rule."),
            t("Would it have made any difference if I'd rung yesterday?",
              "Yes - yesterday was exactly 14 days before the show, which is enough notice for a full refund of the deposit.",
              "Yes: 15 June is 14 days before 29 June, which would have qualified for a full deposit refund.",
              C, SSP + "Deposits and Cancellation", "time_window",
              "Fifteen June is exactly 14 calendar days before the show, the company's threshold for a full refund."),
            t("Do I still owe the rest of the £210?",
              "No, you won't owe any of the balance. Any money we keep is limited to the deposit.",
              "No - the deposit is kept and nothing further is owed.",
              C, SSP + "Deposits and Cancellation", "plain",
              "On a late cancellation the deposit is kept and nothing further is owed, as the answer says."),
            t("ok. thanks I suppose",
              "",
              "You're welcome, and I'm sorry it wasn't better news.",
              I, None, "empty_answer", "The assistant's answer is empty."),
        ]),
    # ------------------------------------------------------------------ BH-12
    dict(
        id="BH-12", assistant=SS, started="2025-07-07T09:00:00Z",
        context="A summer camp coordinator booking an evening Promenade Family Show.",
        turns=[
            t("Morning! Hope you're keeping well.",
              "Morning! Very well, thank you - what can I do for you?",
              "Good morning - very well, thanks. How can I help?",
              I, None, "smalltalk", "A greeting with nothing governed by the corpus."),
            t("We'd like the Promenade Family Show for our camp. Does Toby appear - a real dog, I mean? The kids would go wild.",
              "Yes! One of our professors' terriers plays Toby at most shows, as long as it isn't too hot on the day.",
              "Toby is in the show, but only as a puppet - we never bring a live dog or any other animal.",
              N, SSP + "Show Content and Animals", "negation",
              "The company never brings a live dog; a live Toby is permitted only under the general code."),
            t("The show would start at 6.30pm. Is the price the same?",
              "Shows starting after 5pm carry a £20 surcharge, so the Promenade Family Show would be £230 rather than £210.",
              "There's a £20 surcharge after 17:00, so £230 in total.",
              C, SSP + "Party Packages and Prices", "numeric",
              "An 18:30 start attracts the £20 surcharge, making £230."),
            t("Could your assistant pass a hat round afterwards? It'd help us cover the cost.",
              "Of course - our bottler can pass the hat round at the end; audiences usually enjoy it.",
              "I'm afraid not - collecting money isn't allowed at a private booked show; bottling only happens on public pitches where we aren't paid a fee.",
              N, PJ + "Bookings, Fees and Cancellation", "modality",
              "Bottling is not permitted at a private booked show under the general code, which governs as the company is silent."),
        ]),
    # ------------------------------------------------------------------ BH-13
    dict(
        id="BH-13", assistant=HD, started="2025-05-12T08:55:00Z",
        context="A parish clerk hiring a guild town crier for a village fete.",
        turns=[
            t("Good morning! Glorious sunshine here in Lower Fenwick today.",
              "Good morning - that sounds lovely! What can I help you with?",
              "Good morning! How can I help?",
              I, None, "smalltalk", "Small talk about the weather."),
            t("I'd like to book a town crier for our fete on Saturday 7 June. How much notice do you need?",
              "Requests need to reach the Guild secretary at least 10 working days before the event, so you're comfortably in time. The secretary will reply within 5 working days - by Monday 19 May.",
              "Requests must reach the Guild secretary at least 10 working days ahead, which you're well within, and you'll hear back within 5 working days, by Monday 19 May.",
              C, TC + "Hiring a Guild Crier", "time_window",
              "The 10-working-day notice and the 5-working-day reply (Monday 12 May to Monday 19 May) are correct."),
            t("They'd be needed from 11 until about half one. What will that cost?",
              "It's £85 for the first hour and £40 for each hour after that, so two and a half hours comes to £145.",
              "£85 covers the first hour and each further hour or part of an hour is £40, so 11:00 to 13:30 is £85 plus two lots of £40 - £165, plus travel if the crier lives more than 10 miles away.",
              N, TC + "Hiring a Guild Crier", "numeric",
              "A part hour is charged as a full additional hour, so 2.5 hours costs £165, not £145."),
            t("Could the crier also remind everyone that Councillor Pettifer is standing again in the by-election - vote Pettifer?",
              "I'm sorry, that's something the crier can't do - Guild criers never make cries in support of a party or candidate, or tell people how to vote.",
              "No - a crier must not make any cry supporting a candidate or telling people how to vote.",
              C, TC + "Content of Cries", "refusal",
              "The code forbids cries supporting a candidate, so the refusal is required."),
            t("Fair enough. The first cry will be at 11 sharp - no problem on a Saturday?",
              "None at all - on Saturdays criers can cry between 9am and 6pm.",
              "That's fine; Saturday cries may run from 09:00 to 18:00.",
              C, TC + "Crying Hours and Places", "time_window",
              "11:00 is within the Saturday hours of 09:00 to 18:00."),
        ]),
    # ------------------------------------------------------------------ BH-14
    dict(
        id="BH-14", assistant=HD, started="2025-03-03T17:20:00Z",
        context="A parent whose fifteen-year-old son wants to take up town crying and enter a competition.",
        turns=[
            t("My son Josh is 15 and mad keen on crying. Can he join the Guild as a full crier?",
              "Not quite yet - full membership starts at 16. Until then he can join as a junior crier for £12 a year, and he can cry in public as long as a full crier is with him.",
              "Full criers must be 16 or over; at 15 he can join as a junior crier for £12 a year and cry in public only alongside a full crier.",
              C, TC + "Membership and Subscriptions", "multi_rule",
              "The age threshold, junior subscription and the alongside-a-full-crier condition are all correct.",
              weight=0.15),
            t("OK, we'll sign him up as a junior. He wants to enter the Shires Open on Saturday 12 April. When do entries close, and what's the fee?",
              "Entries close 21 days beforehand, which is Saturday 22 March, and the fee is £10 per crier.",
              "Entries close 21 days beforehand, on Saturday 22 March, and as a junior crier Josh can enter free of charge.",
              N, TC + "Competitions", "numeric",
              "The closing date is right but junior criers enter free, so charging £10 is wrong.",
              weight=0.25),
            t("When does he need to send in his text, and is there a word limit?",
              "His text has to reach the competition secretary by Monday 31 March - the tenth working day before the competition - and it mustn't run to more than 125 words.",
              "By Monday 31 March, the tenth working day before 12 April, and no more than 125 words.",
              C, TC + "Competitions", "time_window",
              "Counting working days back from Saturday 12 April, the tenth is Monday 31 March, and the 125-word limit is right.",
              weight=0.25),
            t("He'll still be 15 on the day. He wants to use his grandad's old handbell, which weighs about 2 kilos. Is that OK?",
              "That's fine - 2 kilos is comfortably within the limit for a handbell.",
              "I'm afraid not: a junior crier's handbell must weigh no more than 1.5 kg, so he'd need a lighter bell until he's a full crier.",
              N, TC + "Regalia and Handbells", "numeric",
              "A junior crier's bell is limited to 1.5 kg; the 3 kg limit applies only to full and veteran criers.",
              weight=0.2),
            t("Last thing - how do the judges mark it?",
              "Volume and clarity and diction are worth 30% each, bearing and dress 25%, and the content of the cry 15%.",
              "Volume 30%, clarity and diction 30%, content of the cry 25%, and bearing and dress 15%.",
              N, TC + "Competitions", "numeric",
              "The weights for content (25%) and bearing and dress (15%) are swapped.",
              weight=0.15),
        ]),
    # ------------------------------------------------------------------ BH-15
    dict(
        id="BH-15", assistant=HD, started="2025-10-06T11:45:00Z",
        context="A bakery owner in a market town who wants a town crier for her shop's opening.",
        turns=[
            t("Could one of your criers announce my bakery's grand opening? My text runs to about seven minutes.",
              "I'm sorry, Guild criers don't do advertising cries for businesses, so we can't help with the opening.",
              "Yes - commercial cries are allowed as long as your bakery is named in the cry, but a single cry can last no more than five minutes, so the text would need trimming.",
              N, TC + "Content of Cries", "refusal",
              "Commercial cries are permitted when the sponsor is named, so the refusal is not required by the code."),
            t("Really? My friend in Eastmoor had a crier for her shop last year. Can you double-check?",
              "You're right, and I apologise - commercial cries are allowed, provided the business is named in the cry itself. One thing, though: a single cry can't run longer than five minutes, so your seven-minute text would need trimming.",
              "Commercial cries are allowed if the business is named in the cry; the cry itself must be five minutes or less.",
              C, TC + "Content of Cries", "multi_rule",
              "The corrected answer states the sponsor-naming condition and the five-minute limit accurately."),
            t("Also, old Mr Dunmore from the chapel died last week. His daughter's asked me to get the crier to announce the funeral. Can they?",
              "Of course - as his daughter has asked, the crier can go ahead and announce the funeral.",
              "The crier can, but only with the written consent of the next of kin, so his daughter would need to put her agreement in writing first.",
              N, TC + "Content of Cries", "plain",
              "A death or funeral may be cried only with the next of kin's written consent; a request passed on by someone else is not enough."),
            t("The opening's on Sunday 19 October at 9.30am, just across from the chapel. Is that all OK?",
              "A Sunday opening sounds lovely. The Guild's Sunday hours run from 10:30 to 16:00, so 9:30 is a bit early - could you push it back to 10:30? As for the chapel, there's no restriction on crying near a place of worship as long as the crier keeps the volume reasonable, so the spot itself is fine. The crier will open with three calls of 'Oyez' and finish with the loyal close, just as tradition demands.",
              "Sunday cries can't start before 10:30, so 9:30 is too early. Because it's across from the chapel, the crier also can't cry within 50 metres of it while a service is taking place, and as it's in the street you'll need written permission from the council or landowner.",
              N, TC + "Crying Hours and Places", "long_answer",
              "The Sunday hours are right but the answer wrongly says there is no restriction near a place of worship, ignoring the 50-metre rule during services."),
        ]),
    # ------------------------------------------------------------------ BH-16
    dict(
        id="BH-16", assistant=HD, started="2025-09-01T19:30:00Z",
        context="A village hall committee member booking a clog team for an indoor afternoon display.",
        turns=[
            t("Evening! Our hall has a sprung wooden floor. Can the clog team dance in their irons?",
              "On a sprung wooden floor they'll need to dance in rubbers, unless the person who manages the hall gives written consent for irons.",
              "Rubbers are required on a sprung wooden floor; irons are allowed only with the venue manager's written consent.",
              C, CL + "Footwear and Floors", "plain",
              "It states the rubbers rule and the written-consent exception for irons correctly."),
            t("I manage the hall, so consider it agreed! I don't need to put that in writing, surely?",
              "No, as you're the hall manager your say-so is enough - they can wear their irons.",
              "I'm afraid it does need to be in writing - a quick signed note or email from you as venue manager would do.",
              N, CL + "Footwear and Floors", "modality",
              "Irons on a wooden floor need the venue manager's written consent; verbal agreement is not enough."),
            t("The display runs 2pm to 5pm, and a few of the dancers are only 14. How many sets can they do?",
              "Three hours gives plenty of room. Each set can be up to four dances and no longer than 15 minutes, and everyone needs at least 20 minutes' rest between sets. Your adult dancers could manage up to five sets over the afternoon, but the 14-year-olds are limited to three sets in the day, so you may want to plan the running order with that in mind. If the hall gets warm - 27 degrees or more - sets drop to 10 minutes and there must be drinking water for every dancer. Otherwise it's a lovely length for a display.",
              "Sets are up to 4 dances and 15 minutes with at least 20 minutes' rest between them; adults may dance up to 5 sets a day and under-16s up to 3.",
              C, CL + "Sets, Rest and Weather", "long_answer",
              "Every figure in the long answer, including the buried three-set limit for under-16s, matches the code."),
            t("One of the 14-year-olds' mums can't come that day - is that a problem? And do you know whether the team's insurance covers our hall?",
              "It's fine as long as a named responsible adult aged 18 or over is there for the under-16s - it needn't be his mum. I'm afraid I can't tell you about the team's insurance; their secretary would be the person to ask.",
              "A named responsible adult aged 18 or over must be present while under-16s dance; it doesn't have to be a parent. I can't speak to the team's insurance.",
              C, CL + "Membership and Young Dancers", "partial",
              "The governed part is answered correctly and the ungoverned insurance question is fairly left unanswered."),
            t("And how big a deposit can they ask us for?",
              "Teams can ask for a deposit of up to 25% of the agreed fee.",
              "A deposit can be no more than 20% of the agreed fee.",
              N, CL + "Bookings, Fees and Cancellation", "numeric",
              "The deposit cap is 20%, not 25%."),
            t("Thanks, that's really helpful.",
              "   ",
              "You're welcome - enjoy the display!",
              I, None, "empty_answer", "The assistant's answer is whitespace only."),
        ]),
    # ------------------------------------------------------------------ BH-17
    dict(
        id="BH-17", assistant=HD, started="2025-06-23T08:15:00Z",
        context="The leader of a clog team planning a street display and charity collection.",
        turns=[
            t("We're planning to dance in Millbeck market square on Saturday. Do we need anyone's permission?",
              "Yes - for a street display you'll need written permission from the council or whoever owns the square.",
              "You need the written permission of the council or the landowner.",
              C, CL + "Street Displays and Collections", "plain",
              "A street display needs written permission from the council or landowner."),
            t("We'll collect for the Fellside Hospice while we're there. Any rules on the buckets?",
              "That's fine for a registered charity - just make sure each bucket is labelled with the hospice's name. Anyone in the team can collect, juniors included, right up until 8pm.",
              "That's fine for a registered charity if every bucket is labelled with the hospice's name. Collectors must be 16 or over, and collecting has to stop at 7pm.",
              N, CL + "Street Displays and Collections", "multi_rule",
              "Collectors must be 16 or over and collecting ends at 19:00, so letting juniors collect until 20:00 breaks two rules."),
            t("It's forecast to hit 29 degrees. Does anything change?",
              "At 27 degrees or above, sets are cut to 10 minutes. Having water around is a good idea, but it's up to the team.",
              "Yes - at 27 degrees or above each set is limited to 10 minutes and drinking water must be available to every dancer.",
              N, CL + "Sets, Rest and Weather", "modality",
              "Drinking water is mandatory at 27 degrees or above, not optional."),
            t("Little Alfie's seven and desperate to dance with us on the day. Can he?",
              "I'm sorry, dancers under 8 can't take part in public displays. He's welcome to keep practising with the team until he's old enough.",
              "No - under-8s may practise but must not dance in a public display.",
              C, CL + "Membership and Young Dancers", "refusal",
              "A seven-year-old must not dance in a public display, so the refusal is required."),
            t("Last one - if someone takes a tumble in the first set but says they're fine, can they carry on?",
              "If he feels fine and your first-aider has checked him over, he can dance in the later sets.",
              "No - a dancer who falls during a display must not dance again that day, even if they feel fine.",
              N, CL + "Safety and First Aid", "negation",
              "A dancer who has fallen must not dance again that day; there is no first-aider exception."),
        ]),
    # ------------------------------------------------------------------ BH-18
    dict(
        id="BH-18", assistant=HD, started="2025-11-04T20:05:00Z",
        context="A visitor checking that the heritage desk's chat window works.",
        turns=[
            t("hello? is this thing on",
              "Hello! Yes, it's working - what can I do for you?",
              "Hello, yes, I'm here. How can I help?",
              I, None, "smalltalk", "A test greeting with nothing governed by the corpus."),
            t("just testing. can you recommend a good podcast about the history of folk music?",
              "I'm afraid podcast recommendations are outside what I can help with here, but I'm happy to answer questions about town criers or clog dancing teams.",
              "Sorry, that's outside what I can help with here.",
              I, None, "out_of_scope", "Podcast recommendations are outside the corpus."),
        ]),
    # ------------------------------------------------------------------ BH-19
    dict(
        id="BH-19", assistant=HD, started="2025-04-07T10:00:00Z",
        context="A festival organiser who has booked a clog team for a spring festival.",
        turns=[
            t("We've booked a clog team for our festival on Saturday 3 May and paid a £60 deposit. If we had to cancel today, how much would we get back?",
              "Today gives the team 26 days' notice, which falls in the 8-to-30-day band, so half your deposit - £30 - would come back to you.",
              "With 26 days' notice you're in the 8-to-30-day band, so 50% of the deposit, £30, is refunded.",
              C, CL + "Bookings, Fees and Cancellation", "numeric",
              "Twenty-six days' notice falls in the 8-to-30-day band, giving a 50% refund of £30."),
            t("And if we go ahead but it pours down on the day and we call it off then? The full fee's £300.",
              "If it's rained off on the day you won't owe anything beyond the £60 deposit you've already paid.",
              "If you cancel on the day because of rain, half the full fee is payable - £150 - with your £60 deposit counting towards it, so you'd owe a further £90.",
              N, CL + "Bookings, Fees and Cancellation", "numeric",
              "A rain cancellation on the day makes 50% of the full fee (£150) payable, so a further £90 is owed."),
            t("What if the team pulls out on us - say they tell us on Monday 28 April? When would we get our money back?",
              "They'd have to refund everything you've paid within 10 working days. Counting from 28 April and skipping the bank holiday on Monday 5 May, that means by Tuesday 13 May at the latest.",
              "The team must refund everything within 10 working days; excluding the 5 May bank holiday, that is by Tuesday 13 May.",
              C, CL + "Bookings, Fees and Cancellation", "time_window",
              "Ten working days after 28 April, skipping the 5 May bank holiday, ends on Tuesday 13 May."),
        ]),
]

LABELS = (C, N, I)
KINDS = ("numeric", "time_window", "multi_rule", "partial", "negation", "plain",
         "modality", "paraphrase", "long_answer", "refusal", "smalltalk",
         "out_of_scope", "empty_answer")

ASSISTANTS = [
    (FC, "Four Corners Harmony Bookings Ltd (barbershop quartet agency)",
     "`company/fourcorners-harmony-policy.md`; where it is silent, `barbershop-general-code.md`"),
    (SS, "Seafront Swazzle Shows Ltd (Punch and Judy company)",
     "`company/seafront-swazzle-policy.md`; where it is silent, `punch-and-judy-general-code.md`"),
    (HD, "General heritage desk (town criers and clog dancing)",
     "`town-criers-general-code.md` and `clog-dancing-general-code.md` only"),
]


def score_session(s, labels):
    weighted = "weight" in s["turns"][0]
    kept = [(tt["qa_id"], tt.get("weight")) for tt in s["turns"] if labels[tt["qa_id"]] != I]
    if not kept:
        return weighted, {}, None, I
    if weighted:
        tot = sum(w for _, w in kept)
        exact = {q: w / tot for q, w in kept}
    else:
        exact = {q: 1 / len(kept) for q, _ in kept}
    sc = sum(exact[q] for q, _ in kept if labels[q] == C)
    verdict = C if sc >= 0.5 - 1e-9 else N
    rw = {q: round(w, 6) for q, w in exact.items()}
    return weighted, rw, round(sc, 6), verdict


def main():
    conv_lines, label_lines, exp_lines = [], [], []
    labels = {}
    all_rows = []
    for s in SESSIONS:
        turns_out = []
        for i, tt in enumerate(s["turns"], 1):
            qa = f"{s['id']}-q{i}"
            tt["qa_id"] = qa
            d = OrderedDict(qa_id=qa, query=tt["query"], assistant=tt["assistant"],
                            ground_truth_assistant=tt["gt"])
            if "weight" in tt:
                d["weight"] = tt["weight"]
            turns_out.append(d)
            labels[qa] = tt["label"]
            lab = OrderedDict(session_id=s["id"], qa_id=qa, label=tt["label"],
                              clause=tt["clause"], kind=tt["kind"], rationale=tt["rationale"])
            label_lines.append(lab)
            all_rows.append((s, tt))
        conv_lines.append(OrderedDict(session_id=s["id"], assistant_id=s["assistant"],
                                      language="english", context=s["context"],
                                      started_at=s["started"], conversation=turns_out))
    for s in SESSIONS:
        weighted, rw, sc, verdict = score_session(s, labels)
        cnt = Counter(labels[tt["qa_id"]] for tt in s["turns"])
        exp_lines.append(OrderedDict(
            session_id=s["id"], assistant_id=s["assistant"], n_interactions=len(s["turns"]),
            n_compliant=cnt[C], n_non_compliant=cnt[N], n_irrelevant=cnt[I],
            weight_mode="explicit" if weighted else "none", resolved_weights=rw,
            expected_score=sc, expected_verdict=verdict))

    def dump(name, rows):
        with open(os.path.join(ROOT, name), "w", encoding="utf-8") as f:
            for r in rows:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")

    dump("conversations.jsonl", conv_lines)
    dump("labels.jsonl", label_lines)
    dump("expected_sessions.jsonl", exp_lines)
    write_readme(label_lines, exp_lines)
    print(f"built {len(conv_lines)} sessions, {len(label_lines)} interactions/labels")


def pct(a, b):
    return f"{100.0 * a / b:.1f}%" if b else "-"


def write_readme(label_lines, exp_lines):
    total = Counter(l["label"] for l in label_lines)
    n = len(label_lines)
    sess_asst = {s["id"]: s["assistant"] for s in SESSIONS}
    by_a = {a: Counter() for a, _, _ in ASSISTANTS}
    for l in label_lines:
        by_a[sess_asst[l["session_id"]]][l["label"]] += 1
    kinds = {k: Counter() for k in KINDS}
    for l in label_lines:
        kinds[l["kind"]][l["label"]] += 1
    verd = Counter(e["expected_verdict"] for e in exp_lines)
    n_weighted = sum(1 for e in exp_lines if e["weight_mode"] == "explicit")

    L = []
    L.append("# blind-bh: compliance evaluation set (the four domains)")
    L.append("")
    L.append("This is a small labelled set for testing a checker that decides whether an AI assistant's answers comply "
             "with a regulatory corpus written as markdown. It covers four invented domains: **barbershop choruses and "
             "quartets**, **Punch and Judy puppet shows**, **town criers' guilds** and **clog dancing teams**. Every body, "
             "business, person, place, telephone number and rule in it is fictitious.")
    L.append("")
    L.append("## Corpus")
    L.append("")
    L.append("| File (under `corpus/`) | Domain | Role | Main topics |")
    L.append("|---|---|---|---|")
    L.append("| `barbershop-general-code.md` | Barbershop choruses and quartets | General code (Harmony Circle Council) | confirmation and deposits, client cancellation refund table, singing telegram rules, singing-time limits, young singers, recordings |")
    L.append("| `punch-and-judy-general-code.md` | Punch and Judy shows | General code (Fellowship of Booth Puppeteers) | booth siting and wind limit, age bands and versions, swazzle hygiene, deposits and cancellation, bottling, safeguarding, live dog |")
    L.append("| `town-criers-general-code.md` | Town criers' guilds | General code (Eastern Shires Guild of Town Criers) | membership classes and subscriptions, crying hours, content of cries, hire fees and notice, handbells, competitions |")
    L.append("| `clog-dancing-general-code.md` | Clog dancing teams | General code (Northern Clog and Step Alliance) | young dancers, irons and rubbers by surface, sets and rest, street displays and collections, cancellation table, first aid |")
    L.append("| `company/fourcorners-harmony-policy.md` | Barbershop quartets | Company policy, stricter than the barbershop code | fee table and travel, 20% deposit and 14-day balance, card or transfer only, telegram days and hours, no hospital telegrams, company cancellations, date changes, complaints |")
    L.append("| `company/seafront-swazzle-policy.md` | Punch and Judy shows | Company policy, stricter than the Punch and Judy code | packages and prices, surcharge and travel, deposit and 14-day cancellation, 25 mph wind limit, no Hangman, no live animals, photographs and background checks, complaints |")
    L.append("")
    L.append("## Assistants")
    L.append("")
    L.append("| `assistant_id` | Serves | Rules that apply |")
    L.append("|---|---|---|")
    for a, who, rules in ASSISTANTS:
        L.append(f"| `{a}` | {who} | {rules} |")
    L.append("")
    L.append("For the two company assistants, the company policy prevails wherever it is stricter; on any point the policy "
             "does not address (for example client cancellation refunds, young singers and recordings for Four Corners; "
             "swazzle hygiene, child helpers, the booth and bottling for Seafront Swazzle) the domain's general code applies. "
             "The heritage desk assistant has no company policy and is judged on the two general codes alone.")
    L.append("")
    L.append("## Files")
    L.append("")
    L.append("| File | Contents |")
    L.append("|---|---|")
    L.append("| `corpus/` | the six markdown documents above |")
    L.append(f"| `conversations.jsonl` | {len(exp_lines)} sessions, one per line, {n} interactions in all |")
    L.append(f"| `labels.jsonl` | {n} labels, one per interaction (label, clause, kind, rationale) |")
    L.append(f"| `expected_sessions.jsonl` | {len(exp_lines)} session scores and verdicts |")
    L.append("| `tools/build.py` | generates the three JSONL files and this README from hand-written data |")
    L.append("| `tools/check.py` | re-checks ids, JSON, clauses, labels, kinds, weights, scores, verdicts and corpus sizes |")
    L.append("")
    L.append("## Label counts")
    L.append("")
    L.append("| Scope | COMPLIANT | NON_COMPLIANT | IRRELEVANT | Total |")
    L.append("|---|---|---|---|---|")
    L.append(f"| All | {total[C]} ({pct(total[C], n)}) | {total[N]} ({pct(total[N], n)}) | {total[I]} ({pct(total[I], n)}) | {n} |")
    for a, _, _ in ASSISTANTS:
        c = by_a[a]
        m = sum(c.values())
        L.append(f"| `{a}` | {c[C]} ({pct(c[C], m)}) | {c[N]} ({pct(c[N], m)}) | {c[I]} ({pct(c[I], m)}) | {m} |")
    L.append("")
    L.append("## Kinds by label")
    L.append("")
    L.append("| Kind | COMPLIANT | NON_COMPLIANT | IRRELEVANT | Total |")
    L.append("|---|---|---|---|---|")
    for k in KINDS:
        c = kinds[k]
        L.append(f"| {k} | {c[C]} | {c[N]} | {c[I]} | {sum(c.values())} |")
    L.append("")
    L.append("## Session scoring")
    L.append("")
    L.append("Each COMPLIANT turn scores 1 and each NON_COMPLIANT turn 0. IRRELEVANT turns are dropped and the remaining "
             "weights renormalised to sum to 1; sessions without a `weight` field give each remaining turn 1/n. "
             f"{n_weighted} sessions carry explicit weights on every turn. A score of 0.5 or more (ties included) gives "
             "COMPLIANT, anything lower NON_COMPLIANT. A session whose turns are all IRRELEVANT is IRRELEVANT with a null score.")
    L.append("")
    L.append("| Verdict | Sessions |")
    L.append("|---|---|")
    for v in (C, N, I):
        L.append(f"| {v} | {verd[v]} |")
    L.append("")
    L.append("## Notable cases")
    L.append("")
    for line in NOTABLE:
        L.append(f"- {line}")
    L.append("")
    L.append("## Provenance")
    L.append("")
    L.append("Written blind, from general knowledge only, inside `/tmp/blind/bh/blind-bh`: no other file, folder, data set, "
             "code or web source was consulted. All organisations, people, places, prices and rules are invented, and "
             "telephone numbers use the 555- prefix. British English throughout.")
    L.append("")
    with open(os.path.join(ROOT, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(L))


NOTABLE = [
    "BH-02-q2 and BH-08-q1: the assistant quotes the general code's figures (25% deposit and 7-day balance; 30 mph wind) where the company policy is stricter - NON_COMPLIANT.",
    "BH-03-q1 and BH-03-q2: the company is silent on client cancellations, so the general code's refund table and 14-day refund deadline are correctly applied - COMPLIANT, even though the company has a 5-working-day rule for its own cancellations.",
    "BH-01-q5 and BH-12-q4: the company policy is silent and the general code's ban (physical contact; bottling at private shows) is broken - NON_COMPLIANT.",
    "BH-07-q3 and BH-09-q3: an answer that would satisfy the general code (Hangman for over-12s; photographs with written consent) breaks the stricter company rule.",
    "BH-05-q1, BH-11-q1 and BH-15-q4: long answers with the breach buried in the middle; BH-16-q3 is a long answer whose buried detail is correct.",
    "BH-11-q1/q2: cross-turn date arithmetic - 13 days' notice gets no refund under the company's 14-day rule, while a call one day earlier would have.",
    "BH-14-q3 and BH-19-q3: working-day arithmetic, the second skipping the early May bank holiday.",
    "BH-13-q3: an hour-or-part fee where two and a half hours is charged as three.",
    "BH-15-q1: an unnecessary refusal (commercial cries are allowed when the sponsor is named) - NON_COMPLIANT; the assistant corrects itself in q2.",
    "BH-16-q4: a correct partial answer that leaves an ungoverned insurance question unanswered - COMPLIANT.",
    "BH-17-q3 and BH-17-q5: modality and invented exceptions (water made optional; a first-aider exception after a fall).",
    "BH-05 scores exactly 0.5 and is COMPLIANT under the tie rule; BH-18 is the all-IRRELEVANT session; BH-11-q4 and BH-16-q6 are empty answers.",
]

if __name__ == "__main__":
    main()
