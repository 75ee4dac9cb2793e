CGFloat const ARFontSansLarge = 20;
CGFloat const ARFontSansMega = 40;
CGFloat const ARFontSansRegular = 15;
CGFloat const ARFontSansSmall = 12;

CGFloat const ARPhoneFontSansLarge = 16;
CGFloat const ARPhoneFontSansMega = 36;
CGFloat const ARPhoneFontSansRegular = 13;
CGFloat const ARPhoneFontSansSmall = 12;

CGFloat const ARFontSerif = 18;
CGFloat const ARPhoneFontSerif = 14;
CGFloat const ARFontSerifSmall = 15;

CGFloat const ARFontLoginPrompt = 18;
CGFloat const ARFontLoginLabel = 14;
