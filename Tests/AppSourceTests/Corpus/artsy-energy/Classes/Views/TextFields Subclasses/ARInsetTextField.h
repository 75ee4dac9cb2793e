

@interface ARInsetTextField : UITextField
@property (readwrite, nonatomic, assign) UIEdgeInsets contentInset;
@end
