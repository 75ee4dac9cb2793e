//
//  PhotoChicletView.h
//  iNaturalist
//
//  Created by Alex Shepard on 10/22/15.
//  Copyright © 2015 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface PhotoChicletCell : UICollectionViewCell

@property UIImageView *photoImageView;
@property UIButton *deleteButton;
@property UIButton *defaultButton;

@end
