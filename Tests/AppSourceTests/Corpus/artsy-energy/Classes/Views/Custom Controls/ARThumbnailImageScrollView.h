

@interface ARThumbnailImageScrollView : UIScrollView

@property (readwrite, copy, nonatomic) NSArray *images;
@property (readwrite, strong, nonatomic) UIColor *borderColor;

@end
