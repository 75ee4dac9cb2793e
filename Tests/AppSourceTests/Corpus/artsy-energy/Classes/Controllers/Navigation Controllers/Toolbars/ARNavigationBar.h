

@interface ARNavigationBar : UINavigationBar

/// Extends the height so that there is a margin around buttons
@property (nonatomic, assign) BOOL extendedHeight;

@end
