//
//  AddChicletCell.h
//  
//
//  Created by Alex Shepard on 10/22/15.
//
//

#import <UIKit/UIKit.h>

@interface AddChicletCell : UICollectionViewCell

@end
