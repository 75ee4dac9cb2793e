extern CGFloat const ARFontSansLarge;
extern CGFloat const ARFontSansRegular;
extern CGFloat const ARFontSansSmall;
extern CGFloat const ARFontSansMega;

extern CGFloat const ARFontSerif;
extern CGFloat const ARPhoneFontSerif;

extern CGFloat const ARFontSerifSmall;
extern CGFloat const ARFontLoginPrompt;
extern CGFloat const ARFontLoginLabel;

extern CGFloat const ARPhoneFontSansLarge;
extern CGFloat const ARPhoneFontSansMega;
extern CGFloat const ARPhoneFontSansRegular;
extern CGFloat const ARPhoneFontSansSmall;
