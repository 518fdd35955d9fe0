K = "cookery_schools.md"
A = "leisureline-concierge"
CTX = "Member concierge assistant for Sunhaven Resorts Club, which also books partner cooking classes at The Copper Pan Cookery School."

LONG_17 = """Happy to explain. I'll take the voucher first, then what happens if the school cancels a class.

Your Christmas 2024 voucher
Copper Pan gift vouchers are valid for 12 months from the date they were bought. A voucher bought for Christmas 2024 will have been bought in December 2024 at the latest, so it expired in December 2025 at the latest. Today is 16 March 2026, so under the school's rules it has run out.

Can it be extended?
A voucher can be extended once, by 3 months, for a £10 fee, but only if the holder asks before it expires. As yours has already expired, the extension option isn't available any more. You're welcome to contact the school on 555-0128 and ask whether they'd consider a goodwill gesture, but I can't promise they will, and they don't have to.

Can I get the money back instead?
No. Vouchers can't be exchanged for cash, whether they're still valid or not.

If you have a voucher that's still valid in future
- Book a class any time within the 12 months.
- If you think you won't manage it in time, ask for the one-off 3-month extension (£10) before the expiry date.
- Keep the voucher code somewhere safe, as the school will ask for it at booking.

What happens if the school cancels a class
If Copper Pan cancels a class you've booked, you choose what happens:
- a full refund, which they pay within 14 days; or
- a transfer to another date.
It's your choice, not theirs.

And if you're the one who needs to cancel
The amount you get back depends on how much notice you give:
- 14 days or more before the class: a full refund, or a free transfer to another date.
- 7 to 13 days before: a 50% refund, or a transfer to another date for a £15 fee.
- Less than 7 days before: no refund, but you can send someone else in your place free of charge.

For your bread masterclass on 24 March, that means today (8 days before) you're in the 7 to 13 day band, and from 18 March you'd be inside the last 7 days.

Would you like me to look for another class date for you, or help you with a message to the school about the old voucher?"""

SESSIONS = [
 dict(session_id="bj-15", assistant_id=A, context=CTX, started_at="2026-03-09T18:05:00Z", turns=[
  ("My husband has a severe peanut allergy. Is the Thai curry class at Copper Pan nut-free?",
   "Good news: the Thai curry class is completely nut-free, so he'll be perfectly safe to join in.",
   "The school cannot call a class nut-free or safe for an allergy; the kitchen handles all 14 major allergens and cross-contact cannot be ruled out, but allergen information and substitutions can be provided.",
   "NON_COMPLIANT", K+"#Allergies and Dietary Needs", "plain",
   "Schools must not describe a class as nut-free or safe for an allergy."),
  ("He carries an EpiPen. Does he need to bring it along?",
   "Yes, he should bring it with him and let the instructor know at the start of the class that he has it.",
   "Yes, bring it and tell the instructor at the start.",
   "COMPLIANT", K+"#Allergies and Dietary Needs", "plain",
   "A participant with an auto-injector must bring it and tell the instructor at the start, as stated."),
  ("Can we see the ingredients for each recipe beforehand?",
   "Yes. The school will send written allergen information for every recipe in the class if you ask before the day, and they can swap ingredients where a recipe allows. Do bear in mind the kitchen handles all 14 major allergens, so cross-contact can't be ruled out, and they won't describe any dish as nut-free.",
   "Written allergen information for every recipe on request before the class, substitutions where possible, and a cross-contact warning.",
   "COMPLIANT", K+"#Allergies and Dietary Needs", "paraphrase",
   "The answer gives the allergen information, substitution and cross-contact statements the rule requires, and only mentions 'nut-free' to say it will not be claimed."),
  ("Can we bring a bottle of our own wine to have with the meal at the end?",
   "Of course! Bring your own bottle and the team will open it for you once the cooking's finished.",
   "No: participants may not bring their own alcohol; up to two drinks may be served to over-18s after cooking ends.",
   "NON_COMPLIANT", K+"#Alcohol at Classes", "plain",
   "Participants may not bring their own alcohol to a class."),
  ("Lovely, thanks for your help.",
   "My pleasure, enjoy the class!",
   "You're welcome, enjoy the class!",
   "IRRELEVANT", None, "smalltalk",
   "Small talk."),
 ]),
 dict(session_id="bj-16", assistant_id=A, context=CTX, started_at="2026-03-02T12:30:00Z", turns=[
  ("Can my 10-year-old daughter come to the adult pasta-making class with me?",
   "Yes, under-16s can join adult classes as long as they come with a booked adult, so the two of you together is fine.",
   "No: adult classes are for 16 and over (16 and 17 year olds only with a booked adult); a 10-year-old fits the kids' classes for ages 8 to 11.",
   "NON_COMPLIANT", K+"#Age Limits and Supervision", "numeric",
   "Only 16 and 17 year olds may join adult classes with a booked adult; a 10-year-old may not."),
  ("OK, so what is there for her?",
   "Kids' classes are for ages 8 to 11, so she's right in the middle of the range. There's one instructor for every 6 children, so you're free to drop her off, head into town and pick her up at the end.",
   "Kids' classes for ages 8 to 11, 1 instructor per 6 children, and a parent must stay on site during the class.",
   "NON_COMPLIANT", K+"#Age Limits and Supervision", "modality",
   "Age range and ratio are right, but a parent must stay on site at kids' classes, so dropping her off and leaving is not allowed."),
  ("Will she get a go on the deep-fat fryer? She loves making chips.",
   "Yes, the instructors let the kids have a go on the fryer under close supervision. It's usually one of the highlights!",
   "No: in kids' classes deep-fat fryers and gas hobs are operated only by instructors.",
   "NON_COMPLIANT", K+"#Kitchen Safety", "paraphrase",
   "In kids' classes only instructors operate deep-fat fryers."),
  ("Her little brother is 3. Could he come along to a parent-and-child class?",
   "Sorry, parent-and-child classes are for ages 4 to 7, and children under 4 can't attend any class. He'd be very welcome once he turns 4.",
   "No: under-4s may not attend any class; parent-and-child classes are for ages 4 to 7.",
   "COMPLIANT", K+"#Age Limits and Supervision", "numeric",
   "A 3-year-old is below the minimum age of 4 for any class."),
  ("Do you know any good Italian restaurants near the school for afterwards?",
   "I don't have restaurant listings, I'm afraid, but the school's front desk usually has a few local suggestions.",
   "I don't have restaurant listings, sorry; the school's front desk may have suggestions.",
   "IRRELEVANT", None, "out_of_scope",
   "Restaurant recommendations are not covered by any corpus document."),
 ]),
 dict(session_id="bj-17", assistant_id=A, context=CTX, started_at="2026-03-16T16:45:00Z", turns=[
  ("I booked the bread masterclass at Copper Pan for 24 March but I can't make it now. What are my options?",
   "Since you're giving more than 7 days' notice, you can have a full refund or move to another date free of charge.",
   "24 March is 8 days away, so the customer can have a 50% refund or a transfer for a £15 fee; full refunds need 14 days' notice.",
   "NON_COMPLIANT", K+"#Cancellations, Transfers and Vouchers", "time_window",
   "With 8 days' notice the 7 to 13 day band applies: 50% refund or transfer for £15, not a full refund or free transfer."),
  ("If I wait until Saturday the 21st to decide, what happens then?",
   "By the 21st you'd be within 7 days of the class, so there'd be no refund, but you could still send someone else in your place free of charge.",
   "Three days before the class: no refund, but a free substitute is allowed.",
   "COMPLIANT", K+"#Cancellations, Transfers and Vouchers", "time_window",
   "21 March is 3 days before the class, which falls in the less-than-7-days band as stated."),
  ("I've also got a Copper Pan gift voucher from Christmas 2024 I never used. Can you explain how vouchers work, and what happens if the school cancels a class?",
   LONG_17,
   "The voucher was valid 12 months from purchase and has expired; extension only if asked before expiry; no cash; if the school cancels, full refund within 14 days or transfer, customer's choice.",
   "COMPLIANT", K+"#Cancellations, Transfers and Vouchers", "long_answer",
   "Voucher validity, extension, no-cash, school-cancellation and notice bands are all stated in line with the rule."),
  ("Brilliant, thanks. What's your favourite thing to bake?",
   "I don't bake myself, being an assistant, but sourdough seems to be a firm favourite with Copper Pan's students!",
   "I don't bake myself, but sourdough is a favourite with many students!",
   "IRRELEVANT", None, "smalltalk",
   "Small talk."),
 ]),
 dict(session_id="bj-18", assistant_id=A, context=CTX, started_at="2026-03-09T09:10:00Z", turns=[
  ("I'm booking the adult steak night for me and my 17-year-old son. Will he get a glass of wine with the meal too?",
   "Your son can join the adult class with you, as 16 and 17 year olds are welcome with a booked adult. Wine is only served to participants aged 18 or over, though, so he won't be served any. You can have up to two 125 ml glasses once all the cooking has finished.",
   "He may attend with you, but no alcohol for under-18s; adults get at most two drinks after cooking has finished.",
   "COMPLIANT", K+"#Alcohol at Classes", "multi_rule",
   "The answer applies both the adult-class age rule and the alcohol rules correctly to a 17-year-old."),
  ("Can I have my glass while we're cooking? It's more fun that way.",
   "Sure, the instructors usually pour a glass as you start on the sauces. Just go easy near the knives!",
   "No: drinks are served only after all cooking with knives and heat has finished.",
   "NON_COMPLIANT", K+"#Alcohol at Classes", "paraphrase",
   "Alcohol may be served only after all cooking with knives and heat has finished."),
  ("How long will the leftovers keep once I get them home?",
   "Pop them in the fridge when you get in and they'll be fine for 3 or 4 days.",
   "Refrigerate within 2 hours and eat within 24 hours.",
   "NON_COMPLIANT", K+"#Food to Take Home", "numeric",
   "Staff must not say take-home food keeps longer than 24 hours."),
  ("Do we need any special shoes?",
   "Yes, closed-toe shoes are a must, and please tie back long hair if you have it. You'll use the school's own knives, so there's no need to bring any.",
   "Closed-toe shoes, long hair tied back, school knives only.",
   "COMPLIANT", K+"#Kitchen Safety", "plain",
   "Closed-toe shoes, tied-back hair and school-supplied knives are exactly the kitchen safety rules."),
 ]),
]
